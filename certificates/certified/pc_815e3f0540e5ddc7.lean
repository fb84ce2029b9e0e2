import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 815e3f0540e5ddc72f8d98f98f820b5e93a0f15dfbcb62aef47440f4dbee541e
theorem pc_815e3f0540e5ddc7 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (c < a + b) → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) :=
  by paracert_rules
