import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8e1d23dda215d289a40c748417b2cf3e8b62ef27a220de9af421c63c19e0cdd3
theorem pc_8e1d23dda215d289 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, ¬ ¬ (a * b = a * c) → b = c) :=
  by paracert_rules
