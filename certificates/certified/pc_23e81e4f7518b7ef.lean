import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 23e81e4f7518b7ef3dd3b52805d3fd4a1239d2b5b416b60ee9fd5b499f8b09cd
theorem pc_23e81e4f7518b7ef_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) ↔ (∀ (base_value integer_value : R), base_value ^ 2 + 8 * base_value + integer_value ^ 2 - 6 * integer_value = 0 → (base_value + 4) ^ 2 + (integer_value - 3) ^ 2 = 5 ^ pcLit0) :=
  by paracert_iff_rfl
theorem pc_23e81e4f7518b7ef {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) ↔ (∀ (base_value integer_value : R), base_value ^ 2 + 8 * base_value + integer_value ^ 2 - 6 * integer_value = 0 → (base_value + 4) ^ 2 + (integer_value - 3) ^ 2 = 5 ^ 2) :=
  by with_reducible exact pc_23e81e4f7518b7ef_schema (2)
