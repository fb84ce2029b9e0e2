import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 492fc45b06fb489c23167ac196591fdd5df4e2720688344dc48779ada7f0c6f6
theorem pc_492fc45b06fb489c : (∀ (k : Nat), 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) ↔ (∀ (k : Nat), (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 3) = 1) → 0 < k → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 2) = 1) → (∀ (n : Nat), Nat.gcd (6 * n + k) (6 * n + 1) = 1) → 5 ≤ k) :=
  by paracert_structural
