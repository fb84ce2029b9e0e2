import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 419a09b9ee7bea8b2a31b590b89b9705d2db149c29d8d48b53e42c53a68d3bdc
theorem pc_419a09b9ee7bea8b {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, 0 ≠ b → a * b / b = a) :=
  by paracert_rules
