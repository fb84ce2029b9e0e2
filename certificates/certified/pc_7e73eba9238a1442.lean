import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7e73eba9238a14427c1af5044a78bb3e88cdc0ee36a416104ce25ab4c8a48da4
theorem pc_7e73eba9238a1442 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (base_value integer_value : R), (base_value + integer_value) / 2 = 7 → sqrt (base_value * integer_value) = sqrt 19 → base_value ^ 2 + integer_value ^ 2 = 158) :=
  by paracert_iff_rfl
