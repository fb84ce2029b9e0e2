import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: b323937b67618888b152c60b3c013062f482f3e7dac6e748c06fb683d70f6f4d
theorem pc_b323937b67618888 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x + y = 25 → x - y = 11 → x = 18) ↔ (∀ (x y : R), x - y = 11 → x + y = 25 → x = 18) :=
  by paracert_structural
