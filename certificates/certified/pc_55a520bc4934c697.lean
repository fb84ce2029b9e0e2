import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 55a520bc4934c697bb1fa7324030d5f2050e282687b02291b7ca5da56e128ec6
theorem pc_55a520bc4934c697 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (a b : α), abs (a + b) ≤ abs a + abs b) :=
  by paracert_iff_rfl
