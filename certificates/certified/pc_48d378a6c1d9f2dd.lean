import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 48d378a6c1d9f2dd501d21b8fd553c544441e3a3097f928868140e6565ef29fb
theorem pc_48d378a6c1d9f2dd {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (nmahqj6 pzaeyh9 : α), abs (nmahqj6 + pzaeyh9) ≤ abs nmahqj6 + abs pzaeyh9) :=
  by paracert_iff_rfl
