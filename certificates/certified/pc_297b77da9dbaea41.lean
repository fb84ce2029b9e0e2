import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 297b77da9dbaea4168c8f5bafdd7ce80c1f989ae43bb1b7d5d2fcb8a76b947df
theorem pc_297b77da9dbaea41_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = pcLit0 → 0 < m ∧ 0 < n → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_structural
theorem pc_297b77da9dbaea41 : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = 8 → 0 < m ∧ 0 < n → Nat.lcm m n = 112 → 72 ≤ m + n) :=
  by with_reducible exact pc_297b77da9dbaea41_schema (8) (112) (72)
