import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 9e3257175244f81c7fd9b8abe63e7f68b4c269a967b610acb6cf09ebe5a5c9bb
theorem pc_9e3257175244f81c {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z a b : R), 0 < x ∧ 0 < y ∧ 0 < z → x ≠ y → y ≠ z → z ≠ x → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) ↔ (∀ (x y z a b : R), 0 < x ∧ 0 < y ∧ 0 < z → x ≠ y → ¬ (y = z) → z ≠ x → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) :=
  by paracert_iff_rfl
