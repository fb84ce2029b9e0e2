import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c16dcee8d6e4325e03e601819744730388f12ac47b8e50c62552a181a794a791
theorem pc_c16dcee8d6e4325e {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (∀ (a : α), 0 ≤ abs a) :=
  by paracert_iff_rfl
