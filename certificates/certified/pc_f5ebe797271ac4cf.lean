import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f5ebe797271ac4cffb17c5ba0cb8856601c47c9d5e89899943c993de69892fb3
theorem pc_f5ebe797271ac4cf {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (¬ ¬ (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c)) :=
  by paracert_rules
