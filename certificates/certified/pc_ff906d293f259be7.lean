import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: ff906d293f259be7f98651f6e7f1b407f200d1c7218be0511775c7b013d7ebef
theorem pc_ff906d293f259be7 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), k ∣ m → (∃ (c : Nat), n = k * c) → k ∣ m + n) :=
  by paracert_unpack
