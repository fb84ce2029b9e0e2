import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9becb248521d9bdea3cd983d1c54b960ea32c1e8650065d3c748d7bd865e36cc
theorem pc_9becb248521d9bde {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, ¬ ¬ (0 < a) → 0 < b → 0 < a * b) :=
  by paracert_rules
