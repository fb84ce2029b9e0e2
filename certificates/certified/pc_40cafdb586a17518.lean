import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 40cafdb586a1751881ab6e899003065a9fd2006ec6f9dce7a5f49d6138738e2c
theorem pc_40cafdb586a17518 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (abs : R → R) : (∀ (x p : R), 0 < p ∧ p < 15 → p ≤ x ∧ x ≤ 15 → f x = abs (x - p) + abs (x - 15) + abs (x - p - 15) → 15 ≤ f x) ↔ (∀ (integer_value offset : R), 0 < offset ∧ offset < 15 → offset ≤ integer_value ∧ integer_value ≤ 15 → f integer_value = abs (integer_value - offset) + abs (integer_value - 15) + abs (integer_value - offset - 15) → 15 ≤ f integer_value) :=
  by paracert_iff_rfl
