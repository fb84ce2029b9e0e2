import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 49197477d77c0debaf16022eb946c94382589b8b5d06b5763fc081faacf4a6c8
theorem pc_49197477d77c0deb {α : Type} [Paracert.PartialOrder α] : (∀ {a b : α}, a ≤ b → b ≤ a → a = b) ↔ (∀ {a b : α}, ¬ ¬ (a ≤ b) → b ≤ a → a = b) :=
  by paracert_rules
