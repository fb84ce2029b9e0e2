import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 426437e919d136b4503058412327eb1d8ab7dc2091d9d9ccc1e34fb3caaca6e1
theorem pc_426437e919d136b4_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) ↔ (∀ (b a n : Nat), 1 ≤ a ∧ a ≤ pcLit0 → 0 ≤ b ∧ b ≤ pcLit0 → n = pcLit1 * a + b → n = a * b + a + b → b = pcLit0) :=
  by paracert_structural
theorem pc_426437e919d136b4 : (∀ (a b n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) ↔ (∀ (b a n : Nat), 1 ≤ a ∧ a ≤ 9 → 0 ≤ b ∧ b ≤ 9 → n = 10 * a + b → n = a * b + a + b → b = 9) :=
  by with_reducible exact pc_426437e919d136b4_schema (9) (10)
