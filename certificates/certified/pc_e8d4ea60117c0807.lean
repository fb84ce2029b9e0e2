import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e8d4ea60117c08078377853a13743bfac8708763ddfaf13d2d5010bcc18f5beb
theorem pc_e8d4ea60117c0807 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → ¬ ¬ (f x = abs (x - p) + abs (x - 15) + abs (x - p - 15)) → 15 ≤ f x) :=
  by paracert_rules
