import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: ef3051a95adc747ecf324eaafdaaefce2d1c6ac16d4bf73164a3d09fe270aad5
theorem pc_ef3051a95adc747e {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (a : α), abs a ≥ 0) :=
  by paracert_iff_rfl
