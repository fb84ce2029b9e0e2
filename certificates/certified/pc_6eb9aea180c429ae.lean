import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6eb9aea180c429ae204ea124a7456810692567243fe453a9f1db93e65c15da97
theorem pc_6eb9aea180c429ae {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a : α), abs a ^ 2 = a ^ 2) ↔ (∀ (a : α), ¬ ¬ (abs a ^ 2 = a ^ 2)) :=
  by paracert_rules
