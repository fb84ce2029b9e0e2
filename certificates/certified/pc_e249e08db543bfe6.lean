import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: e249e08db543bfe6116dc5a059a6218e71e1e4c519fde66c4b9044f2d4ee207d
theorem pc_e249e08db543bfe6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), x ≠ 0 → 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) ↔ (∀ (x y z : R), x ≠ 0 ∧ 2 * x = 5 * y → 7 * y = 10 * z → z / x = 7 / 25) :=
  by paracert_logic
