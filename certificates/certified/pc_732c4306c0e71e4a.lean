import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 732c4306c0e71e4a778ebbf3ed6216d1eb04c648f22953961a8020e0dafe61c5
theorem pc_732c4306c0e71e4a {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {a b : α}, -a ≤ b ↔ a + b ≥ 0) :=
  by paracert_iff_rfl
