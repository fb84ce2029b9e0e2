import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5a489daf44631b0614db3f3552c1545d3bf63b7cb1543679b0768ba48b10d970
theorem pc_5a489daf44631b06 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {b a c : α}, a ≤ b → b ≤ c → a ≤ c) :=
  by paracert_structural
