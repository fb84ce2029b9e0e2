import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 79b0679b93e9a35e49d25ceff1e0d6bba83cd5adfb5fecd9a3e413ac32155d77
theorem pc_79b0679b93e9a35e : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_iff_rfl
