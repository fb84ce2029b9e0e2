import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 0f76d839d5d0f15e49fa3efebcdf7c72183621594878b419cccd7cf0d2b2baac
theorem pc_0f76d839d5d0f15e {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) ↔ (∀ (x y : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → 4 ≤ x + y) :=
  by paracert_iff_rfl
