import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 297b77da9dbaea4168c8f5bafdd7ce80c1f989ae43bb1b7d5d2fcb8a76b947df
theorem pc_297b77da9dbaea41 : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = 8 → 0 < m ∧ 0 < n → Nat.lcm m n = 112 → 72 ≤ m + n) :=
  by paracert_structural
