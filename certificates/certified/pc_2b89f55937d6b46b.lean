import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2b89f55937d6b46b0e6b7356d5db160f6cbe841665ec6cd28ed3d17c36712851
theorem pc_2b89f55937d6b46b {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, ¬ ¬ (0 ≤ x) → sqrt x * sqrt x = x) :=
  by paracert_rules
