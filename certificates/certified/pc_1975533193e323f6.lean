import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 1975533193e323f6eb83eecef8c121b53e82c32a2d18d6ed8bd37de9c8d89849
theorem pc_1975533193e323f6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c d s : R), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → s = a / (a + b + d) + b / (a + b + c) + c / (b + c + d) + d / (a + c + d) → 1 < s ∧ s < 2) ↔ (∀ (a b c d s : R), a > 0 ∧ 0 < b ∧ 0 < c ∧ 0 < d → s = a / (a + b + d) + b / (a + b + c) + c / (b + c + d) + d / (a + c + d) → 1 < s ∧ s < 2) :=
  by paracert_iff_rfl
