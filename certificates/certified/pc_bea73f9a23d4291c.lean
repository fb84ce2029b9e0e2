import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: bea73f9a23d4291c32a26ffe4b663f89eb242239a0f62f66da102710f742fea9
theorem pc_bea73f9a23d4291c {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (¬ ¬ (∀ (a b : α), a * -b = -(a * b))) :=
  by paracert_rules
