import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9857d0c2ee0764dd0e6f53acca20da27f7941f0ffd0b8b154c91219023bd5b65
theorem pc_9857d0c2ee0764dd {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, 0 ≤ x → ¬ ¬ (sqrt x * sqrt x = x)) :=
  by paracert_rules
