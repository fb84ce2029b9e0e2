import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 0ce6b96b61a0ceb1a03e276783223c4d4bfaeb71679aff292e405122fd0809b5
theorem pc_0ce6b96b61a0ceb1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 3 * a + 2 * b = 5 → a + b = 2 → a = 1 ∧ b = 1) ↔ (∀ (b a : R), 3 * a + 2 * b = 5 → a + b = 2 → a = 1 ∧ b = 1) :=
  by paracert_structural
