import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 92e4af831eb758f48b86d5d29fb78a14e9e5512836c2bd7c94723866507c1e1b
theorem pc_92e4af831eb758f4 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (p x : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) :=
  by paracert_structural
