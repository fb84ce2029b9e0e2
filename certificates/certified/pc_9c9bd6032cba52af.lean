import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 9c9bd6032cba52affc6da781c0c4466c0bead800e7943feac14901e1d9606066
theorem pc_9c9bd6032cba52af {R : Type} [Paracert.LinearOrderedField R] : (∀ (a d : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) ↔ (∀ (a d : R), 30 = a + 6 * d → a + 10 * d = 60 → a + 20 * d = 135) :=
  by paracert_rules
