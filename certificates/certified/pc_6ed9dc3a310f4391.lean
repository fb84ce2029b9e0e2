import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6ed9dc3a310f43915f2174fb04f8ccd2f0b7e94555ad44e1b82c657b66704ded
theorem pc_6ed9dc3a310f4391_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (integer_value : R), (∀ (base_value : R), f base_value = integer_value * base_value ^ pcLit0 - 9 * base_value + 3) → f 2 = 9 → integer_value = 3) :=
  by paracert_iff_rfl
theorem pc_6ed9dc3a310f4391 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (integer_value : R), (∀ (base_value : R), f base_value = integer_value * base_value ^ 3 - 9 * base_value + 3) → f 2 = 9 → integer_value = 3) :=
  by with_reducible exact pc_6ed9dc3a310f4391_schema f (3)
