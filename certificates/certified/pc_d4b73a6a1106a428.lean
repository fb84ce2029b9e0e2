import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: d4b73a6a1106a4283bdef009f4a057bea7b94f16efbead3501db2b4358e40c94
theorem pc_d4b73a6a1106a428 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → z + 1 / x = 7 / 3 → x * y * z = 1) ↔ (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → x + 1 / y = 4 → y + 1 / z = 1 → ¬ (x * y * z = 1) → ¬ (z + 1 / x = 7 / 3)) :=
  by paracert_logic
