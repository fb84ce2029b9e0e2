import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 021a939d48ec9143afc7cd45bebabf1b6eaac55946f1d4a7bd35a9c71f265170
theorem pc_021a939d48ec9143 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), (0 < x ∧ 0 < y ∧ 0 < z) ∧ x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) :=
  by paracert_logic
