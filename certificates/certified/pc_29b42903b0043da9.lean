import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 29b42903b0043da9197527315363396958f3f01754fa79ecb0a435370ed03bdd
theorem pc_29b42903b0043da9 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a c : R), 2 * a * (2 + c) ≤ a ^ 2 + c ^ 2 + 4 * (1 + c)) ↔ (∀ (a c : R), a ^ 2 + c ^ 2 + 4 * (1 + c) ≥ 2 * a * (2 + c)) :=
  by paracert_iff_rfl
