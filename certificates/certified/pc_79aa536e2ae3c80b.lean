import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 79aa536e2ae3c80be7e984578caf9a2977020575d1dfc29ebf38c8fd66410d39
theorem pc_79aa536e2ae3c80b {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) ↔ (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → ¬ ¬ (c < a + b) → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) :=
  by paracert_rules
