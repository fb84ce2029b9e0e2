import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b921994cdc1193212c1917435b8ed11bbf296103f08b1447d5089476b6806fc9
theorem pc_b921994cdc119321 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (base_value integer_value : R), base_value * integer_value = 180 → 2 * (base_value + integer_value) = 54 → base_value ^ 2 + integer_value ^ 2 = 369) :=
  by paracert_iff_rfl
