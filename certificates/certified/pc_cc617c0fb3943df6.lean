import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: cc617c0fb3943df63adef92cdf9fe552278bed2eb646ee58d9c92bdedc1bea95
theorem pc_cc617c0fb3943df6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) ↔ (∀ (x y z : R), 17 = 3 * x + y → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) :=
  by paracert_rules
