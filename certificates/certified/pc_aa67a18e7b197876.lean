import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: aa67a18e7b19787683c9d9e27ad17d7b2d6f6af39fb7bb8cdcff564d09d3ec4c
theorem pc_aa67a18e7b197876 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {b a : α}, 0 < a → 0 < b → 0 < a * b) :=
  by paracert_structural
