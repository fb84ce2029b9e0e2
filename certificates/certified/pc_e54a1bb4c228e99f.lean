import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: e54a1bb4c228e99f86b3c4e6f711788f3fbb2e435017295161591c1127a7d491
theorem pc_e54a1bb4c228e99f_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (∃ (c : Int), a = pcLit0 * c) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) :=
  by paracert_unpack
theorem pc_e54a1bb4c228e99f : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) ↔ (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (∃ (c : Int), a = 7 * c) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) :=
  by with_reducible exact pc_e54a1bb4c228e99f_schema (7) (7) (19)
