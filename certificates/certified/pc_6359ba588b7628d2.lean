import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6359ba588b7628d2caee2e51a01275e70789fcd0a927eeda75781f87875f9cf6
theorem pc_6359ba588b7628d2 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) ↔ (∀ (base_value integer_value offset : R), 0 < base_value ∧ 0 < integer_value ∧ 0 < offset → offset < base_value + integer_value → integer_value < base_value + offset → base_value < integer_value + offset → base_value ^ 2 * (integer_value + offset - base_value) + integer_value ^ 2 * (offset + base_value - integer_value) + offset ^ 2 * (base_value + integer_value - offset) ≤ 3 * base_value * integer_value * offset) :=
  by paracert_iff_rfl
