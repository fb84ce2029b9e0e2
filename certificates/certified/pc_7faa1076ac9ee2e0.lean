import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 7faa1076ac9ee2e0dad0e7d440bdc208581d2fc08836b3248e3e518a8ee6af70
theorem pc_7faa1076ac9ee2e0 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ (a : α), 0 ≤ abs a) ↔ (¬ ¬ (∀ (a : α), 0 ≤ abs a)) :=
  by paracert_rules
