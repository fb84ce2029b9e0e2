import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 202657a0983cf7977e4a7543ed159b00dbbe0d2af3d08c57d399875e10af77dc
theorem pc_202657a0983cf797 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 5 + 500 / 100 * 10 = 110 / 100 * x → x = 50) ↔ (∀ (x : R), ¬ (x = 50) → ¬ (5 + 500 / 100 * 10 = 110 / 100 * x)) :=
  by paracert_logic
