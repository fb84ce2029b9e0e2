import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5c2a3b699d65a3904de30873b7312f19dd506daf4e08be11fc52530fa9294ecc
theorem pc_5c2a3b699d65a390 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (integer_value : α), integer_value ≤ integer_value) :=
  by paracert_iff_rfl
