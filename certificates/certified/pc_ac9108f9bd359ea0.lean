import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ac9108f9bd359ea0d54251f9883d6f86afce4819928e60ea58cf98f6dfeec865
theorem pc_ac9108f9bd359ea0 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (hmwaon3 : α) {fnicls2 : α}, fnicls2 ≠ 0 → hmwaon3 * fnicls2 / fnicls2 = hmwaon3) :=
  by paracert_iff_rfl
