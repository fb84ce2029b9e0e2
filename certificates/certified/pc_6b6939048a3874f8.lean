import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6b6939048a3874f86bd7dbb157d8b614bf3becc6ceb9e032d78631fde4d26270
theorem pc_6b6939048a3874f8 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (zero one : α), abs (zero + one) ≤ abs zero + abs one) :=
  by paracert_iff_rfl
