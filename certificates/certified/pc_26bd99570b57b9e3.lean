import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 26bd99570b57b9e385ea5665004611db019fec86f176f058bad68befca053f1b
theorem pc_26bd99570b57b9e3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) ↔ (∀ (k : Nat), 0 < k ∧ (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) :=
  by paracert_logic
theorem pc_26bd99570b57b9e3 : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (k : Nat), 0 < k ∧ (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) :=
  by with_reducible exact pc_26bd99570b57b9e3_schema (6) (3) (5)
