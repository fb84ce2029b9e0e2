import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: f22293d99f3c8111e82c763ae0e005888b1c68dd4d05154921ef164825765beb
theorem pc_f22293d99f3c8111_schema {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (pcLit0 : Nat) : (∀ (x y : R), 0 < x ∧ 0 < y → y ^ pcLit0 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ pcLit0 = 2 * sqrt 2) ↔ (∀ (x y : R), y ^ pcLit0 = 1 → 0 < x ∧ 0 < y → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ pcLit0 = 2 * sqrt 2) :=
  by paracert_structural
theorem pc_f22293d99f3c8111 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ^ 3 = 1 → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ 3 = 2 * sqrt 2) ↔ (∀ (x y : R), y ^ 3 = 1 → 0 < x ∧ 0 < y → 6 * x ^ 2 = 2 * (6 * y ^ 2) → x ^ 3 = 2 * sqrt 2) :=
  by with_reducible exact pc_f22293d99f3c8111_schema sqrt (3)
