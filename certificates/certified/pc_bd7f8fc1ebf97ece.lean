import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: bd7f8fc1ebf97eceef98f04a79b42cb8ffd9e17dd3a6a0889668f574f76b787a
theorem pc_bd7f8fc1ebf97ece {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → abs (x - p) + abs (x - 15) + abs (x - p - 15) = f x → 15 ≤ f x) :=
  by paracert_rules
