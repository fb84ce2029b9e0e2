import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a08991fc8c597851cd19f7a1906c442e7b0d64e32018f45aa879f39b99804b1d
theorem pc_a08991fc8c597851 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) :=
  by paracert_iff_rfl
