import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0ef5dd8026b18d9dbe29812c337aa815dac5569a42532c8e14f5d031cb4cacf8
theorem pc_0ef5dd8026b18d9d {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) ↔ (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 ∧ 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) :=
  by paracert_logic
