import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: afb690c45e9398390e74cb9451a5fcebcaa764c97c8798011c8b0d7932534056
theorem pc_afb690c45e939839_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) ↔ (∀ (count : Nat), 0 < count → (∀ (size : Nat), Nat.gcd (pcLit0 * size + count) (pcLit0 * size + pcLit1) = 1) → (∀ (size : Nat), Nat.gcd (pcLit0 * size + count) (pcLit0 * size + 2) = 1) → (∀ (size : Nat), Nat.gcd (pcLit0 * size + count) (pcLit0 * size + 1) = 1) → pcLit2 ≤ count) :=
  by paracert_iff_rfl
theorem pc_afb690c45e939839 : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (count : Nat), 0 < count → (∀ (size : Nat), Nat.gcd (6 * size + count) (6 * size + 3) = 1) → (∀ (size : Nat), Nat.gcd (6 * size + count) (6 * size + 2) = 1) → (∀ (size : Nat), Nat.gcd (6 * size + count) (6 * size + 1) = 1) → 5 ≤ count) :=
  by with_reducible exact pc_afb690c45e939839_schema (6) (3) (5)
