import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 5bc1dfab2c99c97a27dd6f894abf636fb12fdb17e3224229aeb6c834f1ee71a5
theorem pc_5bc1dfab2c99c97a : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → p ∣ m * n → p ∣ m ∨ ∃ (k : Nat), p * k = n) :=
  by paracert_unpack
