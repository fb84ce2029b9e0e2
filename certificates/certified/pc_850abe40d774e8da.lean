import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 850abe40d774e8daa370ddbcaa347c425647845ea8cdea1ba78086bac0a1435e
theorem pc_850abe40d774e8da : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 912673 = (10 * a + b) ^ 3 → a + b = 16) :=
  by paracert_rules
