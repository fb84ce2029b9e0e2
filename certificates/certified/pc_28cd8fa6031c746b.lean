import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 28cd8fa6031c746bc762e7cc1b9c43ed13dece9d3bff00063eeeb9654551c9b9
theorem pc_28cd8fa6031c746b {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (hvardi0 : α), 0 ≤ abs hvardi0) :=
  by paracert_iff_rfl
