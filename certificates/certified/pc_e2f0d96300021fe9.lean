import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: e2f0d96300021fe939f3e891b2f2b5946587521fcdaf23fa7560760efc9ea193
theorem pc_e2f0d96300021fe9 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 3 * a + 2 * b = 5 → a + b = 2 → a = 1 ∧ b = 1) ↔ (∀ (a b : R), a + b = 2 → 3 * a + 2 * b = 5 → a = 1 ∧ b = 1) :=
  by paracert_structural
