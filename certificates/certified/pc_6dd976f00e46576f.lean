import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6dd976f00e46576fa38167be7e5e385acace3bade0e4665237ca84f886b69598
theorem pc_6dd976f00e46576f {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) ↔ (∀ (integer_value offset shift level balance delta integer_value_2 : R), integer_value + 4 * offset + 9 * shift + 16 * level + 25 * balance + 36 * delta + 49 * integer_value_2 = 1 → 4 * integer_value + 9 * offset + 16 * shift + 25 * level + 36 * balance + 49 * delta + 64 * integer_value_2 = 12 → 9 * integer_value + 16 * offset + 25 * shift + 36 * level + 49 * balance + 64 * delta + 81 * integer_value_2 = 123 → 16 * integer_value + 25 * offset + 36 * shift + 49 * level + 64 * balance + 81 * delta + 100 * integer_value_2 = 334) :=
  by paracert_iff_rfl
