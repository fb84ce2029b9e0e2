import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 009715799ba360b5f136f80f5f70e392d4e7f047870dced538d997329ac28223
theorem pc_009715799ba360b5 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ (a b : Int), a = a % b + b * (a / b)) :=
  by paracert_rules
