import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2a970c5023e54de510596e8ef99b5a1ea1b154cc9e595b34a03822a63ae1d0ad
theorem pc_2a970c5023e54de5 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (a : α), ¬ ¬ (a ≤ a)) :=
  by paracert_rules
