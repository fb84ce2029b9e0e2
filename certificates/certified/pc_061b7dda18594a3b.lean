import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 061b7dda18594a3b5edde67fa91a9ba0b16d6778c0510a0db9d4a2054a92f69d
theorem pc_061b7dda18594a3b_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) ↔ (∀ (a b n : Nat), (1 ≤ a ∧ a ≤ pcLit0) ∧ 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) :=
  by paracert_logic
theorem pc_061b7dda18594a3b : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) ↔ (∀ (a b n : Nat), (1 ≤ a ∧ a ≤ 9) ∧ 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) :=
  by with_reducible exact pc_061b7dda18594a3b_schema (9) (10)
