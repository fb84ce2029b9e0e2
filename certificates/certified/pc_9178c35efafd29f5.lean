import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9178c35efafd29f5c2bf22400c0a4d7cd230f0b1b52124b6c6923dd773a26387
theorem pc_9178c35efafd29f5_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (integer_value offset : R), (∀ (base_value : R), f base_value = integer_value * base_value ^ pcLit0 - offset * base_value ^ 2 + base_value + 5) → f (-3) = 2 → f 3 = 8) :=
  by paracert_iff_rfl
theorem pc_9178c35efafd29f5 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (integer_value offset : R), (∀ (base_value : R), f base_value = integer_value * base_value ^ 4 - offset * base_value ^ 2 + base_value + 5) → f (-3) = 2 → f 3 = 8) :=
  by with_reducible exact pc_9178c35efafd29f5_schema f (4)
