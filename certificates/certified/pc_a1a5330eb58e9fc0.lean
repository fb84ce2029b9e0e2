import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a1a5330eb58e9fc035fe7d27ad465e7d00f16ff51d00d9fe34aef2ba5eaeee2b
theorem pc_a1a5330eb58e9fc0 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → a * b + b * c + c * a ≥ 3 → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) :=
  by paracert_iff_rfl
