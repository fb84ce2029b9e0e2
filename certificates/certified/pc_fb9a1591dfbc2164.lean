import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fb9a1591dfbc2164df88ac5076ce683e1b88fd6c9320c334c9f1cfa33494f797
theorem pc_fb9a1591dfbc2164 {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → b > 0 → 0 < a * b) :=
  by paracert_iff_rfl
