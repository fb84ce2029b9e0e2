import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5265eee9bbaf4763992c4ee559699951db34cee40fafbb522178baa0d3b6d7cc
theorem pc_5265eee9bbaf4763 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) ↔ (∀ (b a c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) :=
  by paracert_structural
