import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 1829837bd0c4dbee434fa70734493cd5ade4107892b8aff0c17460ac1e7c46b1
theorem pc_1829837bd0c4dbee_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (b a c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) :=
  by paracert_structural
theorem pc_1829837bd0c4dbee : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (b a c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) :=
  by with_reducible exact pc_1829837bd0c4dbee_schema (9) (10) (8)
