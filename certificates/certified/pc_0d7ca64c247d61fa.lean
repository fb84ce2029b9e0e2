import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 0d7ca64c247d61fade433fec2c8551ccc0fcdf247f471df88cfa5db62e7fed48
theorem pc_0d7ca64c247d61fa : (∀ p : Nat, Nat.Prime p → p ≠ 1) ↔ (∀ (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → p ≠ 1) :=
  by paracert_unpack
