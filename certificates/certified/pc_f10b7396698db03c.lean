import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: f10b7396698db03c1c174bf77a776c3eaf5f36dc2bd4520433218d11c5c3c07b
theorem pc_f10b7396698db03c {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → 9 / (x + y + z) ≤ 2 / (x + y) + 2 / (y + z) + 2 / (z + x)) ↔ (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → 2 / (x + y) + 2 / (y + z) + 2 / (z + x) ≥ 9 / (x + y + z)) :=
  by paracert_iff_rfl
