import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9261f869f9a772682beb1b0c66d8c7fe1c36bdd53352e8cda2e27f38378150c3
theorem pc_9261f869f9a77268 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, b ≤ c → a ≤ b → a ≤ c) :=
  by paracert_structural
