import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: a33da215d22083d8ca9f6bdf7fb0245bd5763a52c5fc3b75caace878db14e999
theorem pc_a33da215d22083d8 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) ↔ (∀ (x : R), 0 < x → ¬ (x ^ 2 - 10 * x - 29 = 0) → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) :=
  by paracert_iff_rfl
