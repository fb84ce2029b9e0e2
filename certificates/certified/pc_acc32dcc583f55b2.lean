import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: acc32dcc583f55b277f60c91401b155130590daa6ec5450c133cfcdb6733c91a
theorem pc_acc32dcc583f55b2 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → ¬ (a ^ 2 * (b + c - a) + b ^ 2 * (c + a - b) + c ^ 2 * (a + b - c) ≤ 3 * a * b * c) → ¬ (a < b + c)) :=
  by paracert_logic
