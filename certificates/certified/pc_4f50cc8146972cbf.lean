import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 4f50cc8146972cbf715f5caa4d7d19da7c63d90f36ee8ed2707056fac525d3da
theorem pc_4f50cc8146972cbf {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) ↔ (∀ (x y z : R), 3 * x + y = 17 ∧ 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) :=
  by paracert_logic
