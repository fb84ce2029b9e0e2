import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1cc8aa11b0e14cca981cf7641fa1b7b8239d0b0d299b3f9711e5eb67a97ce5fb
theorem pc_1cc8aa11b0e14cca {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → 9 / (x + y + z) ≤ 2 / (x + y) + 2 / (y + z) + 2 / (z + x)) ↔ (∀ (integer_value offset shift : R), 0 < integer_value ∧ 0 < offset ∧ 0 < shift → 9 / (integer_value + offset + shift) ≤ 2 / (integer_value + offset) + 2 / (offset + shift) + 2 / (shift + integer_value)) :=
  by paracert_iff_rfl
