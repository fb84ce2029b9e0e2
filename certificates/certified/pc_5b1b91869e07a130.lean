import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5b1b91869e07a130d8c0a7a27737f0661300bb98683a613e15759432971b947e
theorem pc_5b1b91869e07a130_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), 0 < a ∧ 0 < b → (a + b) ^ pcLit0 ≤ 8 * (a ^ pcLit0 + b ^ pcLit0)) ↔ (∀ (b a : R), 0 < a ∧ 0 < b → (a + b) ^ pcLit0 ≤ 8 * (a ^ pcLit0 + b ^ pcLit0)) :=
  by paracert_structural
theorem pc_5b1b91869e07a130 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 0 < a ∧ 0 < b → (a + b) ^ 4 ≤ 8 * (a ^ 4 + b ^ 4)) ↔ (∀ (b a : R), 0 < a ∧ 0 < b → (a + b) ^ 4 ≤ 8 * (a ^ 4 + b ^ 4)) :=
  by with_reducible exact pc_5b1b91869e07a130_schema (4)
