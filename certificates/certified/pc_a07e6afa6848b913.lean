import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a07e6afa6848b9130578ef2a005b12c77d09f8df9ba3dff0d3d20aed702cfff2
theorem pc_a07e6afa6848b913 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, 0 ≤ x → ¬ ¬ (sqrt (x ^ 2) = x)) :=
  by paracert_rules
