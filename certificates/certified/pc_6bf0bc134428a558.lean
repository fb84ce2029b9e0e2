import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 6bf0bc134428a558624f86436a4ad9cf98fc05296cd66c93fe9707ed3585ac0c
theorem pc_6bf0bc134428a558 {R : Type} [Paracert.LinearOrderedField R] : (∀ (z a : R), 36 * (a * z) - 9 * a ^ 2 ≤ 36 * z ^ 2) ↔ (∀ (z a : R), 36 * z ^ 2 ≥ 36 * (a * z) - 9 * a ^ 2) :=
  by paracert_iff_rfl
