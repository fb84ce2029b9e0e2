import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: cee85e72abb19cee9837330d381cb2605246b41ca75c5eccbf47366c258e13d8
theorem pc_cee85e72abb19cee {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * (b + c) = 152 → b * (c + a) = 162 → c * (a + b) = 170 → a * b * c = 720) ↔ (∀ (integer_value offset shift : R), 0 < integer_value ∧ 0 < offset ∧ 0 < shift → integer_value * (offset + shift) = 152 → offset * (shift + integer_value) = 162 → shift * (integer_value + offset) = 170 → integer_value * offset * shift = 720) :=
  by paracert_iff_rfl
