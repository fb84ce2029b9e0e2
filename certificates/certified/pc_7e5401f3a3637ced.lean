import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 7e5401f3a3637cede4b007b3af8c47dab1d7c296ab8dc1b10eea6734a825bc9c
theorem pc_7e5401f3a3637ced {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (a b : R), 0 < a ∧ 0 < b → ¬ ¬ (a ≠ b) → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) :=
  by paracert_rules
