import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 09d5ed645a02a3b7555ef2ea50781c6d6bdf3c7e83651d41768ff098c2b1ed44
theorem pc_09d5ed645a02a3b7 {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (a : α), ¬ (a > a)) :=
  by paracert_iff_rfl
