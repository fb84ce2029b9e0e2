import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 53b95399da7921676fddc0975bfbffd58c1fd6f9d8807a1688153fb6daa42c3c
theorem pc_53b95399da792167 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → ¬ (3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) → ¬ (3 ≤ a * b + b * c + c * a)) :=
  by paracert_logic
