import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 198533b7cf49b711fc81a49b0b5acd210c821b3f3468eefdf535833ed4790118
theorem pc_198533b7cf49b711 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a b : α), abs (a + b) ≤ abs a + abs b) ↔ (∀ (b a : α), abs (a + b) ≤ abs a + abs b) :=
  by paracert_structural
