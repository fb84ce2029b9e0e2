import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 39d1591434895d94f274b70a23a86c09f81566a4fc730e389f46a4b332165d04
theorem pc_39d1591434895d94 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), ¬ (x = 0) → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) :=
  by paracert_iff_rfl
