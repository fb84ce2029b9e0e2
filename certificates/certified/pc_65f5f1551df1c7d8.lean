import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 65f5f1551df1c7d8791d2be8f645e54409286ca3e54a1a9fa1d0db6ccc8d7826
theorem pc_65f5f1551df1c7d8_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → pcLit1 * a + b = 2 * (a + b) → pcLit1 * a + b = pcLit2) ↔ (∀ (b a : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → pcLit1 * a + b = 2 * (a + b) → pcLit1 * a + b = pcLit2) :=
  by paracert_structural
theorem pc_65f5f1551df1c7d8 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 10 * a + b = 2 * (a + b) → 10 * a + b = 18) ↔ (∀ (b a : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 10 * a + b = 2 * (a + b) → 10 * a + b = 18) :=
  by with_reducible exact pc_65f5f1551df1c7d8_schema (9) (10) (18)
