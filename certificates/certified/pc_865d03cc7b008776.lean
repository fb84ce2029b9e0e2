import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 865d03cc7b008776b9bc2347f8d68e581cc85ce40a104f6cef69dffeb629d350
theorem pc_865d03cc7b008776 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → b ≤ c → c ≥ a) :=
  by paracert_iff_rfl
