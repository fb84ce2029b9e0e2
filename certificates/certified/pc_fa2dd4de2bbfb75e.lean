import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fa2dd4de2bbfb75ed5101618e885e2cd1e58bfde67b4d74d0caa8b8fbc31ced7
theorem pc_fa2dd4de2bbfb75e {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x p : R), x < 2 → abs (x - 2) = p → x - p = 2 - 2 * p) ↔ (∀ (x p : R), 2 > x → abs (x - 2) = p → x - p = 2 - 2 * p) :=
  by paracert_iff_rfl
