import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 6b83c738e979313d19370d9084d12682a5995b9b071ae1b067b42c8b98065cca
theorem pc_6b83c738e979313d_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ pcLit0 - 14 * 7 + 3) ↔ (∀ (x : R), 7 ^ pcLit0 - 14 * 7 + 3 ≤ x ^ 2 - 14 * x + 3) :=
  by paracert_iff_rfl
theorem pc_6b83c738e979313d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), x ^ 2 - 14 * x + 3 ≥ 7 ^ 2 - 14 * 7 + 3) ↔ (∀ (x : R), 7 ^ 2 - 14 * 7 + 3 ≤ x ^ 2 - 14 * x + 3) :=
  by with_reducible exact pc_6b83c738e979313d_schema (2)
