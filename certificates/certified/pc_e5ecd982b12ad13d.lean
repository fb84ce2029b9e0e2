import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e5ecd982b12ad13d67b9ee4f4eaae44bb790b5619732fb38a41e4f02186aedbf
theorem pc_e5ecd982b12ad13d {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {integer_value offset : α}, abs integer_value ≤ offset ↔ -offset ≤ integer_value ∧ integer_value ≤ offset) :=
  by paracert_iff_rfl
