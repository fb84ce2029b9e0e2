import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 389119a88ee44d03826adc762f1b70dbffba91733aefffde0007de0ad62566d1
theorem pc_389119a88ee44d03 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, ¬ (a * b / b = a) → ¬ (b ≠ 0)) :=
  by paracert_logic
