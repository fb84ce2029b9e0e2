import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fbb03f41fb08dce01487c844fe5a177d139c35bb6494b55afb78dd2763122eda
theorem pc_fbb03f41fb08dce0 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → 0 < b → a * b > 0) :=
  by paracert_iff_rfl
