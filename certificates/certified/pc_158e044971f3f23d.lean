import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 158e044971f3f23d0b906d14619d2597cdd8fecc40a8c04c19fb849f551c2d1c
theorem pc_158e044971f3f23d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) ↔ (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → ¬ (x ^ 2 - 10 * x - 45 = 0) → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) :=
  by paracert_iff_rfl
