import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: faa6e00189c990d024186f3870b9321eb825c437dd964f51fffcbbc27464f222
theorem pc_faa6e00189c990d0 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a : R), sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6 → a = 8) ↔ (∀ (a : R), ¬ ¬ (sqrt (4 + sqrt (16 + 16 * a)) + sqrt (1 + sqrt (1 + a)) = 6) → a = 8) :=
  by paracert_rules
