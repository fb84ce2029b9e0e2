import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: bd86e476696e109bebab09429eae96b5e8df5b69f8ec81fc5ac311a4a4f89377
theorem pc_bd86e476696e109b {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), ¬ ¬ (x ≠ 0) → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) :=
  by paracert_rules
