import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 55dcd1b7d1cfa79609ada8f68b193eed03d0be4fdd5e860bf0416db40429e9a2
theorem pc_55dcd1b7d1cfa796 {α : Type} [Paracert.DivisionRing α] : (∀ {a : α}, a ≠ 0 → a / a = 1) ↔ (∀ {a : α}, ¬ ¬ (a ≠ 0) → a / a = 1) :=
  by paracert_rules
