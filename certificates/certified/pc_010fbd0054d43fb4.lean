import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 010fbd0054d43fb437eeb250b0e751830d79717ef82cdb55867ba9a04d2c732c
theorem pc_010fbd0054d43fb4 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, b ≥ a → b ≤ c → a ≤ c) :=
  by paracert_iff_rfl
