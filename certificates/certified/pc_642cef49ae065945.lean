import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 642cef49ae065945b99e8ed3e71a84ebfb94224cf2a49ce8eeb3f99965ba3c27
theorem pc_642cef49ae065945 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (a : α), a ≥ a) :=
  by paracert_iff_rfl
