import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 6c18a57caed8c136eead430d49f0e45bc739fb99ecc07b395db6e1d2725d859c
theorem pc_6c18a57caed8c136 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
