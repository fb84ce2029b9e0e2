import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ce0ed939077a0fc2ee29da23fae8adc398d283e16c4c8780f7ae0e3d3ef5c593
theorem pc_ce0ed939077a0fc2 {α : Type} [Paracert.Preorder α] : (∀ (a : α), a ≤ a) ↔ (∀ (a : α), a ≤ a) :=
  by paracert_iff_rfl
