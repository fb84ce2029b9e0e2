import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2af624efe09b11a8c5582539509e54b91549efba894f8862158b17ea30c2571b
theorem pc_2af624efe09b11a8 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {x : R}, ¬ ¬ (0 ≤ x) → sqrt (x ^ 2) = x) :=
  by paracert_rules
