import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: cf1a68b2342398732d4acafdfff11564882c48412df6e24dc3effdd153705a50
theorem pc_cf1a68b234239873_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) ↔ (∀ (a b : Int), (0 < a ∧ 0 < b) ∧ ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) :=
  by paracert_logic
theorem pc_cf1a68b234239873 : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) ↔ (∀ (a b : Int), (0 < a ∧ 0 < b) ∧ ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) :=
  by with_reducible exact pc_cf1a68b234239873_schema (7) (7) (19)
