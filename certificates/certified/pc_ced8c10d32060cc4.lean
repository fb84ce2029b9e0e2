import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: ced8c10d32060cc476389aa126ed2087b6a865e96453c2743547abe40b4f78f3
theorem pc_ced8c10d32060cc4 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (¬ ¬ (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a)) :=
  by paracert_rules
