import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 537724005a07313369ac143eb55f4200a4e5fd56f5c0daffd4bc98b54b749130
theorem pc_537724005a073133 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z a b : R), 0 < x ∧ 0 < y ∧ 0 < z → x ≠ y → y ≠ z → z ≠ x → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) ↔ (∀ (x y z a b : R), 0 < x ∧ 0 < y ∧ 0 < z → x ≠ y → y ≠ z → ¬ (z = x) → x + y + z = a → x ^ 2 + y ^ 2 + z ^ 2 = b ^ 2 → x * y = z ^ 2 → 0 < a ∧ b ^ 2 < a ^ 2 ∧ a ^ 2 < 3 * b ^ 2) :=
  by paracert_iff_rfl
