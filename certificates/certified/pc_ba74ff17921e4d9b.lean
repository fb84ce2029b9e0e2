import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ba74ff17921e4d9b7897b621cee7021dac8188882daa9dc6f337c60023bb1a56
theorem pc_ba74ff17921e4d9b_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → ¬ (a + b + c = pcLit2) → ¬ (c * b = pcLit1 * a + a + a)) :=
  by paracert_logic
theorem pc_ba74ff17921e4d9b : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → ¬ (a + b + c = 8) → ¬ (c * b = 10 * a + a + a)) :=
  by with_reducible exact pc_ba74ff17921e4d9b_schema (9) (10) (8)
