import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 07843a87911cfdd49b8a1fb03770d771a29560a608e5e06d88d6407754652531
theorem pc_07843a87911cfdd4 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a d : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) ↔ (∀ (a d : R), a + 10 * d = 60 → a + 6 * d = 30 → a + 20 * d = 135) :=
  by paracert_structural
