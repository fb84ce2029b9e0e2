import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 612fd4e3456167b4627bcf43a6561da14b8d48fcee9736083125b0eaf3a3727e
theorem pc_612fd4e3456167b4 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 3 - x → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) ↔ (∀ (x : R), ¬ ¬ (0 ≤ 3 - x) → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) :=
  by paracert_rules
