import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: d96d98c4f543d2d65e4df53e32ed8621c41de3e0e6440d47924931ad937cbfcd
theorem pc_d96d98c4f543d2d6_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (a b c : Nat), 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) :=
  by paracert_structural
theorem pc_d96d98c4f543d2d6 : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (a b c : Nat), 1 ≤ b ∧ b ≤ 9 → 1 ≤ a ∧ a ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) :=
  by with_reducible exact pc_d96d98c4f543d2d6_schema (9) (10) (8)
