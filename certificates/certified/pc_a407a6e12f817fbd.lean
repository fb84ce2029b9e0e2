import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a407a6e12f817fbd9f7eb35694670197a3c501c52a9802131e5b40a26d248e32
theorem pc_a407a6e12f817fbd {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → 4 = x + 1 / y → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) :=
  by paracert_rules
