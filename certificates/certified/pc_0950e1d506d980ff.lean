import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0950e1d506d980ffef19927549f5b4293a0ffa28d311b42c496a643bda4734c8
theorem pc_0950e1d506d980ff {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (¬ ¬ (∀ (a b : α), -a * b = -(a * b))) :=
  by paracert_rules
