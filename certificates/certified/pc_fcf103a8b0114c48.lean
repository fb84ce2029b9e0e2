import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: fcf103a8b0114c48866600f3a2b51a28035b77c019a2a90b7332011827942711
theorem pc_fcf103a8b0114c48_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) ↔ (∀ (k : Nat), 0 < k → (∀ (n : Nat), 1 = Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1)) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) :=
  by paracert_rules
theorem pc_fcf103a8b0114c48 : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (k : Nat), 0 < k → (∀ (n : Nat), 1 = Nat.gcd (6 * n + k) (6 * n + 3)) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) :=
  by with_reducible exact pc_fcf103a8b0114c48_schema (6) (3) (5)
