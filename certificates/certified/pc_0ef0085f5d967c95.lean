import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0ef0085f5d967c952ac5ea504c85be43ac103fcf20e157fb2ad96e7b25a48075
theorem pc_0ef0085f5d967c95 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 3 ≤ a * b + b * c + c * a → 3 / sqrt 2 ≤ a / sqrt (a + b) + b / sqrt (b + c) + c / sqrt (c + a)) ↔ (∀ (integer_value offset shift : R), 0 < integer_value ∧ 0 < offset ∧ 0 < shift → 3 ≤ integer_value * offset + offset * shift + shift * integer_value → 3 / sqrt 2 ≤ integer_value / sqrt (integer_value + offset) + offset / sqrt (offset + shift) + shift / sqrt (shift + integer_value)) :=
  by paracert_iff_rfl
