import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 62a5afaf8005242834841e3e7ded8d4532f38f2a7f65d1200fd6798cec1aa8f5
theorem pc_62a5afaf80052428 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
