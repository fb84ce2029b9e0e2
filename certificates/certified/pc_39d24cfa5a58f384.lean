import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 39d24cfa5a58f384c5fb598ccaca0da5c17a4440574a2badccd3d2d40c6c168d
theorem pc_39d24cfa5a58f384 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), 19 + 3 * y ≥ 0 → sqrt (19 + 3 * y) = 7 → y = 10) :=
  by paracert_iff_rfl
