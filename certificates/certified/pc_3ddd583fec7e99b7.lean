import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 3ddd583fec7e99b73c1b61049b2353fc0a86213e67d0e4d82de8524469a5174c
theorem pc_3ddd583fec7e99b7 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (a b : α), ¬ ¬ (-a * b = -(a * b))) :=
  by paracert_rules
