import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: f85fe1f584b36f629f3a6324cdd72bc74ea23a78eabebee1922745050ebe76c0
theorem pc_f85fe1f584b36f62_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) ↔ (∀ (a b c : Nat), (1 ≤ a ∧ a ≤ pcLit0) ∧ 1 ≤ b ∧ b ≤ pcLit0 → 1 ≤ c ∧ c ≤ pcLit0 → a ≠ b → a ≠ c → b ≠ c → a + b = c → pcLit1 * a + a - b = 2 * c → c * b = pcLit1 * a + a + a → a + b + c = pcLit2) :=
  by paracert_logic
theorem pc_f85fe1f584b36f62 : (∀ (a b c : Nat), 1 ≤ a ∧ a ≤ 9 → 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) ↔ (∀ (a b c : Nat), (1 ≤ a ∧ a ≤ 9) ∧ 1 ≤ b ∧ b ≤ 9 → 1 ≤ c ∧ c ≤ 9 → a ≠ b → a ≠ c → b ≠ c → a + b = c → 10 * a + a - b = 2 * c → c * b = 10 * a + a + a → a + b + c = 8) :=
  by with_reducible exact pc_f85fe1f584b36f62_schema (9) (10) (8)
