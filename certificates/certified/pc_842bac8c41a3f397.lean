import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 842bac8c41a3f397419aac20cd43edb347b2add6c17118cb925171ff70c44a3e
theorem pc_842bac8c41a3f397 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < b → 0 < a → 0 < a * b) :=
  by paracert_structural
