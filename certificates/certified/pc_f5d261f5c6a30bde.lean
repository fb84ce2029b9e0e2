import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f5d261f5c6a30bde0a0088ede13f314964eb34057840b07b3a0caa36ee376f0b
theorem pc_f5d261f5c6a30bde {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (a b : α), ¬ ¬ (a * -b = -(a * b))) :=
  by paracert_rules
