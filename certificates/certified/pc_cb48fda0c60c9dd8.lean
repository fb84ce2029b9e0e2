import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: cb48fda0c60c9dd8189da969ae155b600f598f2c92745f4359432afc77f9fb70
theorem pc_cb48fda0c60c9dd8 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (x y : R), ¬ ¬ ((x + y) / 2 = 7) → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) :=
  by paracert_rules
