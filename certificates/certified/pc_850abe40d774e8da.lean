import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 850abe40d774e8daa370ddbcaa347c425647845ea8cdea1ba78086bac0a1435e
theorem pc_850abe40d774e8da_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → pcLit3 = (pcLit1 * a + b) ^ pcLit2 → a + b = pcLit4) :=
  by paracert_rules
theorem pc_850abe40d774e8da : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 912673 = (10 * a + b) ^ 3 → a + b = 16) :=
  by with_reducible exact pc_850abe40d774e8da_schema (9) (10) (3) (912673) (16)
