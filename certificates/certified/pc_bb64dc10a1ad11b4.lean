import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: bb64dc10a1ad11b4f5e6d959a9befd5a375c534f1c7f9c0aa26938e900c46a85
theorem pc_bb64dc10a1ad11b4_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (∃ (c : Int), b = pcLit0 * c) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) :=
  by paracert_unpack
theorem pc_bb64dc10a1ad11b4 : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (∃ (c : Int), b = 7 * c) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) :=
  by with_reducible exact pc_bb64dc10a1ad11b4_schema (7) (7) (19)
