import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 69ed45a81bc9da5da386506da1e0d4f79294f675d4598cff0468069595dcc1fb
theorem pc_69ed45a81bc9da5d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → ¬ ¬ (x + 1 / y = 4) → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) :=
  by paracert_rules
