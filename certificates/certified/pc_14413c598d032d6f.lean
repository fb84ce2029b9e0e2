import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 14413c598d032d6ffd2917fa6b4cc6785e1918b4065a45077bea45a60beefae8
theorem pc_14413c598d032d6f {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) :=
  by paracert_iff_rfl
