import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 27c68b55576bd60e9d98dd4e4ee1823e482bae98390b4447a3f50bc61cac0cde
theorem pc_27c68b55576bd60e {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (ll Il : α), abs (ll + Il) ≤ abs ll + abs Il) :=
  by paracert_iff_rfl
