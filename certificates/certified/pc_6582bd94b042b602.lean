import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 6582bd94b042b6021a8a26cbe56df57e0e86c754e79555d1f11dbad31a6b21ce
theorem pc_6582bd94b042b602 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → (∃ (c : Nat), m * n = p * c) → p ∣ m ∨ p ∣ n) :=
  by paracert_unpack
