import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 341d5b9aea0ab3cb0600455390e80e4b67b5807e1eb1b3a0ea5d1e258f2c8494
theorem pc_341d5b9aea0ab3cb {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (¬ ¬ (∀ (a : α), a ≤ a)) :=
  by paracert_rules
