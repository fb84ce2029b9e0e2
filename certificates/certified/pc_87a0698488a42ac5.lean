import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 87a0698488a42ac582c80850f89cafb797f49e98613e07f1fd038b12ade9222f
theorem pc_87a0698488a42ac5 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (a b c : R), 3 ≤ a * b + b * c + c * a → 0 < a ∧ 0 < b ∧ 0 < c → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) :=
  by paracert_structural
