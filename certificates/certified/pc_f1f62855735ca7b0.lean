import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f1f62855735ca7b067ae6aac84b4d109ab393ed8b19ad126bfa288bfc66dfa6a
theorem pc_f1f62855735ca7b0 {α : Type} [Paracert.LinearOrderedRing α] (abs : α → α) : (∀ (a b : α), abs (a * b) = abs a * abs b) ↔ (∀ (a b : α), ¬ ¬ (abs (a * b) = abs a * abs b)) :=
  by paracert_rules
