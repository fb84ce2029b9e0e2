import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a0f0a82fab3ac13bda6b904d0beebc1e766bd32667ce1e7efb9dc5e8066f94fe
theorem pc_a0f0a82fab3ac13b {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a → ¬ ¬ (0 < b) → 0 < a * b) :=
  by paracert_rules
