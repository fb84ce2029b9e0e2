import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 4279fc97464b5e701a287edf1428469c3256639db2605557817a3f7f5d4f8902
theorem pc_4279fc97464b5e70_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) ↔ (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → k ≥ pcLit2) :=
  by paracert_iff_rfl
theorem pc_4279fc97464b5e70 : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → k ≥ 5) :=
  by with_reducible exact pc_4279fc97464b5e70_schema (6) (3) (5)
