import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 9b4b2a7cd3c44f342f1a958a997ef60fd504fb956e0b55a8f04c2562020e1c03
theorem pc_9b4b2a7cd3c44f34_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a b : R), (∃ (x : R), x ^ pcLit0 + a * x ^ pcLit1 + b * x ^ 2 + a * x + 1 = 0) → 4 / 5 ≤ a ^ 2 + b ^ 2) ↔ (∀ (a b : R), (∃ (x : R), x ^ pcLit0 + a * x ^ pcLit1 + b * x ^ 2 + a * x + 1 = 0) → a ^ 2 + b ^ 2 ≥ 4 / 5) :=
  by paracert_iff_rfl
theorem pc_9b4b2a7cd3c44f34 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), (∃ (x : R), x ^ 4 + a * x ^ 3 + b * x ^ 2 + a * x + 1 = 0) → 4 / 5 ≤ a ^ 2 + b ^ 2) ↔ (∀ (a b : R), (∃ (x : R), x ^ 4 + a * x ^ 3 + b * x ^ 2 + a * x + 1 = 0) → a ^ 2 + b ^ 2 ≥ 4 / 5) :=
  by with_reducible exact pc_9b4b2a7cd3c44f34_schema (4) (3)
