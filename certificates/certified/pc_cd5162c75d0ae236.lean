import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: cd5162c75d0ae236725342b5bc0b9fa2bd270a4ea14d6a8a470780af555c0ec6
theorem pc_cd5162c75d0ae236 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ b → a ≠ 2 * b → (4 * a + 3 * b) / (a - 2 * b) = 5 → (a + 11 * b) / (a - b) = 2) ↔ (∀ (a b : R), ¬ (a = b) → a ≠ 2 * b → (4 * a + 3 * b) / (a - 2 * b) = 5 → (a + 11 * b) / (a - b) = 2) :=
  by paracert_iff_rfl
