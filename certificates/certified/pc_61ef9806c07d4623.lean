import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 61ef9806c07d4623fea98b344592f6b8ea5b13062c8fa9bae36b26642ba95a6d
theorem pc_61ef9806c07d4623 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → 0 < b → ¬ ¬ (0 < a * b)) :=
  by paracert_rules
