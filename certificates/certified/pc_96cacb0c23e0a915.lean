import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 96cacb0c23e0a915c6b23ef7bbe5e2cc06e9cad387abeb68ab7cfb9514de243a
theorem pc_96cacb0c23e0a915 {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (a : α), ¬ (a < a)) :=
  by paracert_iff_rfl
