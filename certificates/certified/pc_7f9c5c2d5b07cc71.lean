import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 7f9c5c2d5b07cc71672d9b8b3c2b597bb0c9177f2eff90119fd3a413d3d4973a
theorem pc_7f9c5c2d5b07cc71 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → ¬ ¬ (b ≤ c) → a ≤ c) :=
  by paracert_rules
