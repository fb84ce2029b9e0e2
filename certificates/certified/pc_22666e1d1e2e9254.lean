import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 22666e1d1e2e9254851ad8eb1a1570f0e37d299b59d39cdea2e229d8e779460e
theorem pc_22666e1d1e2e9254_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → a + b ≥ pcLit2) :=
  by paracert_iff_rfl
theorem pc_22666e1d1e2e9254 : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → a + b ≥ 19) :=
  by with_reducible exact pc_22666e1d1e2e9254_schema (7) (7) (19)
