import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 6bd258fb63a816c571a2cadcc42e541fe28f786a2274f8eb2156b04d715c4e4e
theorem pc_6bd258fb63a816c5_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (a b : R), 0 < a ∧ 0 < b → (a + b) ^ pcLit0 ≤ 8 * (a ^ pcLit0 + b ^ pcLit0)) ↔ (∀ (a b : R), 0 < a ∧ 0 < b → 8 * (a ^ pcLit0 + b ^ pcLit0) ≥ (a + b) ^ pcLit0) :=
  by paracert_iff_rfl
theorem pc_6bd258fb63a816c5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 0 < a ∧ 0 < b → (a + b) ^ 4 ≤ 8 * (a ^ 4 + b ^ 4)) ↔ (∀ (a b : R), 0 < a ∧ 0 < b → 8 * (a ^ 4 + b ^ 4) ≥ (a + b) ^ 4) :=
  by with_reducible exact pc_6bd258fb63a816c5_schema (4)
