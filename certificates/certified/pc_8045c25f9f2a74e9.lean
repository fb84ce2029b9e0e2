import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 8045c25f9f2a74e9d32839dd5a2fffb96cea1c4bd617e357b9b62ece4d08a1ff
theorem pc_8045c25f9f2a74e9 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (x p : R), p ≤ x ∧ x ≤ 15 → 0 < p ∧ p < 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) :=
  by paracert_structural
