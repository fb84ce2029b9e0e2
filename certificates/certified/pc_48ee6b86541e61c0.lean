import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 48ee6b86541e61c0cfa5741a78c4ac380edbd8af9d3283b6d87c330b01246974
theorem pc_48ee6b86541e61c0 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 1 + 2 * x → (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) ↔ (∀ (x : R), (1 - sqrt (1 + 2 * x)) ^ 2 ≠ 0 → 0 ≤ 1 + 2 * x → 4 * x ^ 2 / (1 - sqrt (1 + 2 * x)) ^ 2 < 2 * x + 9 → x ≠ 0 → -(1 / 2) ≤ x ∧ x < 45 / 8) :=
  by paracert_structural
