import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 4d4f5fb7c817b7297219250057f9a4c93ea3c22024834104525350f66b773742
theorem pc_4d4f5fb7c817b729 {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, b ≤ a → a ≤ b → a = b) :=
  by paracert_structural
