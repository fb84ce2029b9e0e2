import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 7eaa8def440267415f8b53f9618662a7beb45ed3b3992d163c550e2367035fb7
theorem pc_7eaa8def44026741 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, ¬ (b = 0) → a * b / b = a) :=
  by paracert_iff_rfl
