import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 62121610c82353a01adc3739077f82524a173177db0f129018ae36928528a6c9
theorem pc_62121610c82353a0 {α : Type} [Paracert.OrderedAddCommGroup α] : (∀ {a b : α}, -a ≤ b ↔ 0 ≤ a + b) ↔ (∀ {a b : α}, b ≥ -a ↔ 0 ≤ a + b) :=
  by paracert_iff_rfl
