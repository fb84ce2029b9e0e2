import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5997b82b875a50a89197c83dcbb6243d19e3b28b4751a211833542784d93110a
theorem pc_5997b82b875a50a8 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a c b : α}, a ≤ b → b ≤ c → a ≤ c) :=
  by paracert_structural
