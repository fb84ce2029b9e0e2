import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 5dc3a296750761b4d3bf16fd5aceb2338b86e71e7a233dc3254cd9482daf4655
theorem pc_5dc3a296750761b4 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ^ 2 - 5 * x - 4 ≤ 10 → x ≥ -2 ∧ x ≤ 7) ↔ (∀ (x : R), x ^ 2 - 5 * x - 4 ≤ 10 → -2 ≤ x ∧ x ≤ 7) :=
  by paracert_iff_rfl
