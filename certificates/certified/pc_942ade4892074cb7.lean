import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 942ade4892074cb720aff7ace0cb60ffc1bf990b5ff1f23b01bcc5ddba8f090b
theorem pc_942ade4892074cb7_schema {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (pcLit0 : Nat) : (∀ (x y : R), 0 < x ∧ 0 < y → y ^ pcLit0 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ pcLit0 = 2 * sqrt 2) ↔ (∀ (x y : R), x > 0 ∧ 0 < y → y ^ pcLit0 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ pcLit0 = 2 * sqrt 2) :=
  by paracert_iff_rfl
theorem pc_942ade4892074cb7 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ^ 3 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ 3 = 2 * sqrt 2) ↔ (∀ (x y : R), x > 0 ∧ 0 < y → y ^ 3 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ 3 = 2 * sqrt 2) :=
  by with_reducible exact pc_942ade4892074cb7_schema sqrt (3)
