import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 31964bb2f83844cc5d482e96e23447134caf36507555a80293e45c386ec43927
theorem pc_31964bb2f83844cc {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (ll : α), 0 ≤ abs ll) :=
  by paracert_iff_rfl
