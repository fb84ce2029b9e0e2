import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 57affad40ed580d032116b512b47867661a1ea9516e7874ae502b8845f60d08d
theorem pc_57affad40ed580d0 {α : Type} [Paracert.Preorder α] : (∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {a b c : α}, a ≤ b → c ≥ b → a ≤ c) :=
  by paracert_iff_rfl
