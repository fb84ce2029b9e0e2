import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: d9d868f264fdd2eccc2c1c9fa5185bc5b23efa6c6bef4316f7ad29f51aa47e8a
theorem pc_d9d868f264fdd2ec {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (x y : R), x = 3 * y → 2 * x + 5 * y = 11 → x + y = 4) :=
  by paracert_rules
