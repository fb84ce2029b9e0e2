import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 51249aaf809b78620169bcb850f5d3a97928e74621bb6dd561cf50945b4a9511
theorem pc_51249aaf809b7862 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (modulus integer_value : R), 0 < modulus ∧ 0 < integer_value → modulus ≠ integer_value → abs (modulus - 1 / modulus) = 1 → abs (integer_value - 1 / integer_value) = 1 → modulus + integer_value = sqrt 5) :=
  by paracert_iff_rfl
