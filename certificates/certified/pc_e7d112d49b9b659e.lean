import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e7d112d49b9b659ea7b1b97c325eaaa498db70346320cc4c870283f209254eb4
theorem pc_e7d112d49b9b659e {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), a ≤ b ∧ b ≤ c → a + b + c = 2 → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) ↔ (∀ (a b c : R), a ≤ b ∧ b ≤ c → ¬ ¬ (a + b + c = 2) → a * b + b * c + c * a = 1 → 0 ≤ a ∧ a ≤ 1 / 3 ∧ 1 / 3 ≤ b ∧ b ≤ 1 ∧ 1 ≤ c ∧ c ≤ 4 / 3) :=
  by paracert_rules
