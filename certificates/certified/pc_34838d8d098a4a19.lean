import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 34838d8d098a4a19f91c3e14078b271a63efdd58446bcbcdf902c8a6f32ae92a
theorem pc_34838d8d098a4a19 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → ¬ ¬ (p ∣ m * n) → p ∣ m ∨ p ∣ n) :=
  by paracert_rules
