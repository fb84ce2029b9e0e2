import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: fe0edf2bd5575139ffcd34f7c0f53c1247b70c39ed3f3c8f0d4d43f7a3e4b23b
theorem pc_fe0edf2bd5575139 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) ↔ (∀ (a b c d e f g : R), 1 = a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) :=
  by paracert_rules
