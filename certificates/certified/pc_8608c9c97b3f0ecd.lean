import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8608c9c97b3f0ecd06e2b215ad3e8ab5bcc20ef85bce0b8decf44f946108a4e7
theorem pc_8608c9c97b3f0ecd {α : Type} [Paracert.DivisionRing α] : (∀ (a : α) {b : α}, b ≠ 0 → a * b / b = a) ↔ (∀ (a : α) {b : α}, ¬ ¬ (b ≠ 0) → a * b / b = a) :=
  by paracert_rules
