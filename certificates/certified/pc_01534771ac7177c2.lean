import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 01534771ac7177c29e8cb2190a8fd1c512c3ab658f35fbeaedf8b4e26a1552c8
theorem pc_01534771ac7177c2 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {a b : α}, b ≥ abs a ↔ -b ≤ a ∧ a ≤ b) :=
  by paracert_iff_rfl
