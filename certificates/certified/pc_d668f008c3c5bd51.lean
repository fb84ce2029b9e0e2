import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d668f008c3c5bd519e6ae6abb49c6363f8e246d03e5d3353964268fa87cce652
theorem pc_d668f008c3c5bd51 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (¬ ¬ (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x)) :=
  by paracert_rules
