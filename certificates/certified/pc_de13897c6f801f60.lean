import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: de13897c6f801f60da7609b847d0f661e394f7d2f283dc6232d572590f6625ce
theorem pc_de13897c6f801f60 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {integer_value offset : α}, 0 < integer_value → 0 < offset → 0 < integer_value * offset) :=
  by paracert_iff_rfl
