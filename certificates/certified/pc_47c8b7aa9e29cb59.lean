import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 47c8b7aa9e29cb593a0b031c64c7bc53337b09ca51452fa9116bcc7f89fa59f8
theorem pc_47c8b7aa9e29cb59 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (a b c : R), a + b + c = 2 → a ≤ b ∧ b ≤ c → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) :=
  by paracert_structural
