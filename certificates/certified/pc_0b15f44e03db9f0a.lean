import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0b15f44e03db9f0aeb3d96ae81a3d268ecc01e973727eaa137c463dbb7f5ba4e
theorem pc_0b15f44e03db9f0a {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 3 * a + 2 * b = 5 → a + b = 2 → a = 1 ∧ b = 1) ↔ (∀ (a b : R), 3 * a + 2 * b = 5 ∧ a + b = 2 → a = 1 ∧ b = 1) :=
  by paracert_logic
