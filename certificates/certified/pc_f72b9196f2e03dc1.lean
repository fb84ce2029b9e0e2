import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: f72b9196f2e03dc100abe08ad8570e8dacdf4ee45689645878e7b03363d94c5b
theorem pc_f72b9196f2e03dc1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a d : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) ↔ (∀ (d a : R), a + 6 * d = 30 → a + 10 * d = 60 → a + 20 * d = 135) :=
  by paracert_structural
