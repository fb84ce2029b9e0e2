import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 2275b876a5d0f411c6d40072aa0acd8718f9e4741b0debdef4a4d97efe94ba64
theorem pc_2275b876a5d0f411 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → c < a + b → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) ↔ (∀ (a b c : R), c < a + b → 0 < a ∧ 0 < b ∧ 0 < c → b < a + c → a < b + c → 0 ≤ a ^ 2 * b * (a - b) + b ^ 2 * c * (b - c) + c ^ 2 * a * (c - a)) :=
  by paracert_structural
