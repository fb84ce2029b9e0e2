import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8a514f2752199e3b9f490f2d8c8c8694286194d0da4cb7310fbbcc83f1a722bf
theorem pc_8a514f2752199e3b {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) ↔ (∀ (base_value : R), 0 < base_value → base_value ^ 2 - 10 * base_value - 29 ≠ 0 → base_value ^ 2 - 10 * base_value - 45 ≠ 0 → base_value ^ 2 - 10 * base_value - 69 ≠ 0 → 1 / (base_value ^ 2 - 10 * base_value - 29) + 1 / (base_value ^ 2 - 10 * base_value - 45) - 2 / (base_value ^ 2 - 10 * base_value - 69) = 0 → base_value = 13) :=
  by paracert_iff_rfl
