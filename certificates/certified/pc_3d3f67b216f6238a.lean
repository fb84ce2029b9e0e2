import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3d3f67b216f6238a7c4eb2d78608303890edb8b66ecfed367aa18c37da8177fb
theorem pc_3d3f67b216f6238a {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 3 - x → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) ↔ (∀ (integer_value : R), 0 ≤ 3 - integer_value → 0 ≤ integer_value + 1 → 1 / 2 < sqrt (3 - integer_value) - sqrt (integer_value + 1) → -1 ≤ integer_value ∧ integer_value < 1 - sqrt 31 / 8) :=
  by paracert_iff_rfl
