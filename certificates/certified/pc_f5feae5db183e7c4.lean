import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: f5feae5db183e7c40ac8875989f2d39996bf0d09639f38b657fd307234d37525
theorem pc_f5feae5db183e7c4 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), x + 1 / y = 4 → 0 < x ∧ 0 < y ∧ 0 < z → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) :=
  by paracert_structural
