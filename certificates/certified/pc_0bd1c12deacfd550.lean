import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 0bd1c12deacfd550997f34836bddc2a3417aceb96627419ef81930347442a241
theorem pc_0bd1c12deacfd550 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ b ≥ a) :=
  by paracert_iff_rfl
