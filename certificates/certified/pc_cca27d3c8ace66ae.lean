import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: cca27d3c8ace66ae308af01d49dfa98cfa7163c0943d2b012ecc9d3bf179956d
theorem pc_cca27d3c8ace66ae {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z a b : R), 0 < x ∧ 0 < y ∧ 0 < z → x ≠ y → y ≠ z → z ≠ x → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) ↔ (∀ (x y z a b : R), x > 0 ∧ 0 < y ∧ 0 < z → x ≠ y → y ≠ z → z ≠ x → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) :=
  by paracert_iff_rfl
