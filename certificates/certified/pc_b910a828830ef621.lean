import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b910a828830ef6211b0c76acd482fc3e894d98536b0e4b3bdf401eea6ea70017
theorem pc_b910a828830ef621 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, ¬ ¬ (a ≤ b) → b ≤ c → a ≤ c) :=
  by paracert_rules
