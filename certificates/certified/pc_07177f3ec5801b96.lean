import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 07177f3ec5801b96988df921bd8aed03c77c448b26fa4b6e22655dddf655ab2f
theorem pc_07177f3ec5801b96 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (ll : α), abs ll ^ 2 = ll ^ 2) :=
  by paracert_iff_rfl
