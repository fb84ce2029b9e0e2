import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 8a98420adb638e2b7f8114d2c2a812fe82aa01bad25be2bbd10119b870e48073
theorem pc_8a98420adb638e2b : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ k m n : Nat, k ∣ m ∧ k ∣ n → k ∣ m + n) :=
  by paracert_logic
