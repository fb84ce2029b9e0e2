import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 3b0ce8d75dcca01aeb562fbbfd2565870c29ec741e4c7bea2ef3b7e9fdcbba04
theorem pc_3b0ce8d75dcca01a {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a : R), 1 / 5 * abs (9 + 2 * a) < 1 → -7 < a ∧ a < -2) ↔ (∀ (a : R), 1 > 1 / 5 * abs (9 + 2 * a) → -7 < a ∧ a < -2) :=
  by paracert_iff_rfl
