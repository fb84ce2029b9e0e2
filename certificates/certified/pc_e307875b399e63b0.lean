import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: e307875b399e63b0ac6580d2d95db65d8b00946ceb1f0380b03eaab1e6fd7da8
theorem pc_e307875b399e63b0 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ≠ 0 → y ≠ 0 → x + y = 4 * (x * y) → 1 / x + 1 / y = 4) ↔ (∀ (x y : R), x ≠ 0 → ¬ (y = 0) → x + y = 4 * (x * y) → 1 / x + 1 / y = 4) :=
  by paracert_iff_rfl
