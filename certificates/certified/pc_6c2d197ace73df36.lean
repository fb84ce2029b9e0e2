import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6c2d197ace73df363a3b98dd9d63a54155798d17c55cd8973f4ddda510899193
theorem pc_6c2d197ace73df36 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, a ≠ 0 → ¬ ¬ (a / a = 1)) :=
  by paracert_rules
