import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 54c12535289453dddce83ad329165ed59d69bc3d2be4ac988273cda39174debe
theorem pc_54c12535289453dd {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 2 → a * b ≤ 1) ↔ (∀ (a b : R), a ^ 2 + b ^ 2 = 2 → 1 ≥ a * b) :=
  by paracert_iff_rfl
