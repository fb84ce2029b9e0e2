import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 599a0169149f9765c26d1c3c233c6dfe76b618d449466a88940d12725422fd61
theorem pc_599a0169149f9765 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {ll Il : α}, 0 < ll → 0 < Il → 0 < ll * Il) :=
  by paracert_iff_rfl
