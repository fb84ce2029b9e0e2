import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 43cd61796400479f5865bfe71586ebb83602496c8471d6cd1ef3e270527d6821
theorem pc_43cd61796400479f {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {b a : α}, a ≤ b → b ≤ a → a = b) :=
  by paracert_structural
