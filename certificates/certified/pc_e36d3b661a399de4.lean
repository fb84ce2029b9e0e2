import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e36d3b661a399de4799e8190930e7e0575ea13dff2f3411a54bd02a043c79068
theorem pc_e36d3b661a399de4 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 1 + 2 * x → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) ↔ (∀ (x : R), ¬ ¬ (0 ≤ 1 + 2 * x) → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) :=
  by paracert_rules
