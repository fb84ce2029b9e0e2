import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: b3504605217213260e5c5aa99d632c2d7ce6e7329fa0a634980ad96134e0b4d1
theorem pc_b350460521721326 : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → 1 < p) :=
  by paracert_iff_rfl
