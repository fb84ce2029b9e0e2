import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 95fac851c6f881078d33e8a32ca152861a4dd71b649f2d050e8436131f266291
theorem pc_95fac851c6f88107 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (x p : R), (0 < p ∧ p < 15) ∧ p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) :=
  by paracert_logic
