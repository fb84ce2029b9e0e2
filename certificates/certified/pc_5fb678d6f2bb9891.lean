import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5fb678d6f2bb989164233b386be76bcef7d027eb80027a5befd404781e20fcdd
theorem pc_5fb678d6f2bb9891 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (base_value integer_value : R), base_value ^ 2 + integer_value ^ 2 = 1 → base_value * integer_value + (base_value - integer_value) ≤ 1) :=
  by paracert_iff_rfl
