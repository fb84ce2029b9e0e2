import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 85afb5db4afb8831a355c9b034a0e4be2a83bb5e536441bbc02785dbce7fbfe7
theorem pc_85afb5db4afb8831 {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, b ≠ 0 → ¬ ¬ (a * b / b = a)) :=
  by paracert_rules
