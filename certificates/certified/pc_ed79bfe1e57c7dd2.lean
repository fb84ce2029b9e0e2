import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: ed79bfe1e57c7dd29619b331a4cda637b9733346d62a18f0ef18e1b188aa82b4
theorem pc_ed79bfe1e57c7dd2_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → c = a + b → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) :=
  by paracert_rules
theorem pc_ed79bfe1e57c7dd2 : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → c = a + b → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) :=
  by with_reducible exact pc_ed79bfe1e57c7dd2_schema (9) (10) (8)
