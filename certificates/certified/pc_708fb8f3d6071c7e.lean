import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 708fb8f3d6071c7ea0a9475b5a2ca1589f8267dbbe6f9fa54d3f4a9d87f2bd88
theorem pc_708fb8f3d6071c7e {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {ll Il : α}, abs ll ≤ Il ↔ -Il ≤ ll ∧ ll ≤ Il) :=
  by paracert_iff_rfl
