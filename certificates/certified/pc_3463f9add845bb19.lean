import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 3463f9add845bb19c1dd9627775132c9e642af57b6e6d2cf5a2364aa1f8d2492
theorem pc_3463f9add845bb19 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a d : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) ↔ (∀ (a d : R), a + 6 * d = 30 → ¬ (a + 20 * d = 135) → ¬ (a + 10 * d = 60)) :=
  by paracert_logic
