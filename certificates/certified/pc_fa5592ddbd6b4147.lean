import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: fa5592ddbd6b414772766e3f9ccbbe050c218f7a96974853b2e62f885fa13066
theorem pc_fa5592ddbd6b4147 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_iff_rfl
