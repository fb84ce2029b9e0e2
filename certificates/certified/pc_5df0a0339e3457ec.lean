import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 5df0a0339e3457ecb00687e703d1a77afcc0c81589336cec1d07fed53bed5c70
theorem pc_5df0a0339e3457ec : (∀ (p a : Nat), 0 < a → Nat.Prime p → p ∣ a ^ p - a) ↔ (∀ (p a : Nat), 0 < a → Nat.Prime p → ∃ (k : Nat), p * k = a ^ p - a) :=
  by paracert_unpack
