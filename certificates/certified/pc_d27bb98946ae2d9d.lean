import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: d27bb98946ae2d9d521a9a6557b1548fe42ca0cd61a9390ac8476ac88ef8c1d3
theorem pc_d27bb98946ae2d9d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ≠ 0 → y ≠ 0 → x ≠ y → x + 2 / x = y + 2 / y → x * y = 2) ↔ (∀ (x y : R), x ≠ 0 → y ≠ 0 → ¬ (x = y) → x + 2 / x = y + 2 / y → x * y = 2) :=
  by paracert_iff_rfl
