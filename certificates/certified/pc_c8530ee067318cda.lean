import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c8530ee067318cda0ef1c4f2666f173de31cfb01be2d808b43d977e168fe737d
theorem pc_c8530ee067318cda : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ (a b : Int), ¬ ¬ (a % b + b * (a / b) = a)) :=
  by paracert_rules
