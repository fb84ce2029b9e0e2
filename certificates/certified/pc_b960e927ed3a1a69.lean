import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: b960e927ed3a1a6923af22c0b6922841694864558c345c5ecb7d265c03c47917
theorem pc_b960e927ed3a1a69 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {b a : α}, -a ≤ b ↔ 0 ≤ a + b) :=
  by paracert_structural
