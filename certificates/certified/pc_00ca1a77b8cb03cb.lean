import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 00ca1a77b8cb03cb9cae7cd26c92d1ce6b1b2e9bb350d6cb927ebff3266828a2
theorem pc_00ca1a77b8cb03cb {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c : R), a * b * (a ^ 2 - b ^ 2) + b * c * (b ^ 2 - c ^ 2) + c * a * (c ^ 2 - a ^ 2) ≤ 9 * sqrt 2 / 32 * (a ^ 2 + b ^ 2 + c ^ 2) ^ 2) ↔ (∀ (a b c : R), 9 * sqrt 2 / 32 * (a ^ 2 + b ^ 2 + c ^ 2) ^ 2 ≥ a * b * (a ^ 2 - b ^ 2) + b * c * (b ^ 2 - c ^ 2) + c * a * (c ^ 2 - a ^ 2)) :=
  by paracert_iff_rfl
