import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 6c3af01c53ee757ece2d07c3a4944ce2bced4ec438524dd871a4bbde8f2482a6
theorem pc_6c3af01c53ee757e {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ b → a ≠ 2 * b → (4 * a + 3 * b) / (a - 2 * b) = 5 → (a + 11 * b) / (a - b) = 2) ↔ (∀ (a b : R), a ≠ b → ¬ (a = 2 * b) → (4 * a + 3 * b) / (a - 2 * b) = 5 → (a + 11 * b) / (a - b) = 2) :=
  by paracert_iff_rfl
