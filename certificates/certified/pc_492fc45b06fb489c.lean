import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 492fc45b06fb489c23167ac196591fdd5df4e2720688344dc48779ada7f0c6f6
theorem pc_492fc45b06fb489c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) ↔ (∀ (k : Nat), (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + pcLit1) = 1) → 0 < k → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (pcLit0 * n + k) (pcLit0 * n + 1) = 1) → pcLit2 ≤ k) :=
  by paracert_structural
theorem pc_492fc45b06fb489c : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (k : Nat), (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) :=
  by with_reducible exact pc_492fc45b06fb489c_schema (6) (3) (5)
