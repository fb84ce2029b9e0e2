import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 47fdad6f4f9d1676a1a89e018219b3ae71c4c7f59de0fcaa3f14443450664471
theorem pc_47fdad6f4f9d1676 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, a > 0 → 0 < b → 0 < a * b) :=
  by paracert_iff_rfl
