import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 2aeb79d302b523b7350c2139cf2e190dc25910743dea0f22d1ee9ca871fadddc
theorem pc_2aeb79d302b523b7 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (modulus integer_value offset : R), 0 < modulus ∧ 0 < integer_value ∧ 0 < offset → modulus + 1 / integer_value = 4 → integer_value + 1 / offset = 1 → offset + 1 / modulus = 7 / 3 → modulus * integer_value * offset = 1) :=
  by paracert_iff_rfl
