import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 385aa266c830917f5c42b5c6ac52a3e86a694397fd013ed887e7ab7887e46b3c
theorem pc_385aa266c830917f {α : Type} [Paracert.Preorder α] : (∀ (a : α), ¬ (a < a)) ↔ (∀ (integer_value : α), ¬ (integer_value < integer_value)) :=
  by paracert_iff_rfl
