import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 3eeab5a3b3a044f3af4d56513ad6a68291f88e33c1cb38f5864819d332ed1417
theorem pc_3eeab5a3b3a044f3 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ≠ 0 → y ≠ 0 → x ≠ y → x + 2 / x = y + 2 / y → x * y = 2) ↔ (∀ (x y : R), x ≠ 0 → ¬ (y = 0) → x ≠ y → x + 2 / x = y + 2 / y → x * y = 2) :=
  by paracert_iff_rfl
