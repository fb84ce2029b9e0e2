import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 0e3661642d7d9090a606641a4837536a8eebb4e65073b9d0a252da49547ad775
theorem pc_0e3661642d7d9090 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → 9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123 → 16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) ↔ (∀ (a b c d e f g : R), a + 4 * b + 9 * c + 16 * d + 25 * e + 36 * f + 49 * g = 1 → 4 * a + 9 * b + 16 * c + 25 * d + 36 * e + 49 * f + 64 * g = 12 → ¬ (16 * a + 25 * b + 36 * c + 49 * d + 64 * e + 81 * f + 100 * g = 334) → ¬ (9 * a + 16 * b + 25 * c + 36 * d + 49 * e + 64 * f + 81 * g = 123)) :=
  by paracert_logic
