import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 1405d2bedbebfc87e64f7f1c8b88391256ca49b11c92d05e3b64f6fc4a3e5df6
theorem pc_1405d2bedbebfc87_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ pcLit0 - 14 * 7 + 3) ↔ (∀ (x : R), ¬ ¬ (x ^ 2 - 14 * x + 3 ≥ 7 ^ pcLit0 - 14 * 7 + 3)) :=
  by paracert_rules
theorem pc_1405d2bedbebfc87 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ 2 - 14 * 7 + 3) ↔ (∀ (x : R), ¬ ¬ (x ^ 2 - 14 * x + 3 ≥ 7 ^ 2 - 14 * 7 + 3)) :=
  by with_reducible exact pc_1405d2bedbebfc87_schema (2)
