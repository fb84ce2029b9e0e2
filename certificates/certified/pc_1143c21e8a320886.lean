import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1143c21e8a3208869e09d38a74c52760b9cfc5a0c8cffb8b5c398c56c61c8dc6
theorem pc_1143c21e8a320886 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {a b : α}, abs a ≤ b ↔ a ≥ -b ∧ a ≤ b) :=
  by paracert_iff_rfl
