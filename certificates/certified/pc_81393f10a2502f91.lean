import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 81393f10a2502f918fb81ee23456f13c185e08a79ab1ff8c26a916ce8d6c41b5
theorem pc_81393f10a2502f91 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → k ∣ n → ∃ (k1 : Nat), k * k1 = m + n) :=
  by paracert_unpack
