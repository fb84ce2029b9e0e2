import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 75624bfcb9d3c3946cd126c1b6620c6b8b6636e49e85463026b4c5011d3dd2a7
theorem pc_75624bfcb9d3c394 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (3 ≤ a * b + b * c + c * a) → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) :=
  by paracert_rules
