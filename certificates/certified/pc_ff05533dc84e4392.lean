import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: ff05533dc84e4392550da06bedf830f7d248b3dcc47c2a509e390c0b748149ad
theorem pc_ff05533dc84e4392 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ {b : α} (a : α), b ≠ 0 → a * b / b = a) :=
  by paracert_structural
