import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: ffc45ff960da10943a38dc70c323bbfb09100659f88426e0c95c5be9eefacd8d
theorem pc_ffc45ff960da1094 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) ↔ (∀ (x y : R), y ≤ x → 0 < x ∧ 0 < y → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) :=
  by paracert_structural
