import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 46f02b4be48056d54dd120d348e12ebe8ebbb740a2b1d94ccf545351a60b591a
theorem pc_46f02b4be48056d5 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → ¬ (0 < a * b) → ¬ (0 < b)) :=
  by paracert_logic
