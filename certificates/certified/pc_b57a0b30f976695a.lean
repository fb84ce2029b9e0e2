import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b57a0b30f976695ae1ba048ac81c679365e8464fe4a0288cbc23dcbfda6e4296
theorem pc_b57a0b30f976695a {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (x : R), ¬ ¬ (0 ≤ sqrt x)) :=
  by paracert_rules
