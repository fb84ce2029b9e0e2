import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: fc88776f6fb07abd24d63cb8730199f0852afbeb762d86ef34cdbffa24546997
theorem pc_fc88776f6fb07abd {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b ∧ b ≤ c → a ≤ c) :=
  by paracert_logic
