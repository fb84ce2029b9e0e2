import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 704e344deba3f4e533d16762b453693922d1accb61f3e510882eb28ddb1e9a1b
theorem pc_704e344deba3f4e5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), x > 0 ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) :=
  by paracert_iff_rfl
