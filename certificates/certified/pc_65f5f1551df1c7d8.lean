import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: binder_reorder · pair: 65f5f1551df1c7d8791d2be8f645e54409286ca3e54a1a9fa1d0db6ccc8d7826
theorem pc_65f5f1551df1c7d8 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 10 * a + b = 2 * (a + b) → 10 * a + b = 18) ↔ (∀ (b a : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → 10 * a + b = 2 * (a + b) → 10 * a + b = 18) :=
  by paracert_structural
