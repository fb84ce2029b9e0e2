import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 7772eeb70139acec69513a5f72e260722ef6d351900d3e535314ba1d2f99d8b8
theorem pc_7772eeb70139acec {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) ↔ (∀ (x y : R), (0 < x ∧ 0 < y) ∧ y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) :=
  by paracert_logic
