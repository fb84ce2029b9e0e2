import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 695bef07e224e964a112a98096ab0cddb6b52ffee4b5d00117f489b86e5382a1
theorem pc_695bef07e224e964 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a d : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) ↔ (∀ (a d : R), a + 6 * d = 30 ∧ a + 10 * d = 60 → a + 20 * d = 135) :=
  by paracert_logic
