import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 55d3adc4c7f748b99f57d11466ffecc9123818756c7ac618efe55183b1a167be
theorem pc_55d3adc4c7f748b9 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) ↔ (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → ¬ (x = 13) → ¬ (1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0)) :=
  by paracert_logic
