import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 5d1a1c820b7a360c49df94aefa00871bc8ac76b27484fc81c5a8606524316b38
theorem pc_5d1a1c820b7a360c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (a b c : R), b ≥ a ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) :=
  by paracert_iff_rfl
