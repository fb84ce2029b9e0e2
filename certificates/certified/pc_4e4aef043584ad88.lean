import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4e4aef043584ad886f65d1c6bc4f0f721d738774bc94a802bebe8bb5df98c463
theorem pc_4e4aef043584ad88 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) :=
  by paracert_iff_rfl
