import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 42be6db635002e68820cc01fadcc1624deb6976d8e3906cbc50333ab3faf0aed
theorem pc_42be6db635002e68 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → ¬ (15 ≤ f x) → ¬ (f x = abs (x - p) + abs (x - 15) + abs (x - p - 15))) :=
  by paracert_logic
