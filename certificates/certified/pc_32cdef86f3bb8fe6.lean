import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 32cdef86f3bb8fe6fd1fc88bac1cf66f04b48d043883e1e190d9afb2092e1d4e
theorem pc_32cdef86f3bb8fe6_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) ↔ (∀ (b a : Int), 0 < a ∧ 0 < b → ¬ (pcLit0 ∣ a) → ¬ (pcLit0 ∣ b) → ¬ (pcLit0 ∣ a + b) → pcLit0 ^ pcLit1 ∣ (a + b) ^ pcLit1 - a ^ pcLit1 - b ^ pcLit1 → pcLit2 ≤ a + b) :=
  by paracert_structural
theorem pc_32cdef86f3bb8fe6 : (∀ (a b : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) ↔ (∀ (b a : Int), 0 < a ∧ 0 < b → ¬ (7 ∣ a) → ¬ (7 ∣ b) → ¬ (7 ∣ a + b) → 7 ^ 7 ∣ (a + b) ^ 7 - a ^ 7 - b ^ 7 → 19 ≤ a + b) :=
  by with_reducible exact pc_32cdef86f3bb8fe6_schema (7) (7) (19)
