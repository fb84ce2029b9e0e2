import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: db238822fd9be7f904979bdf5637247a25860908420c672eb3ab5a3879d5c291
theorem pc_db238822fd9be7f9 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (base_value : α), abs base_value ^ 2 = base_value ^ 2) :=
  by paracert_iff_rfl
