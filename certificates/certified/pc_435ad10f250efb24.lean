import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 435ad10f250efb24fd1c252aa1853fabbc9e22cb8d9c81098f7e9f8190057191
theorem pc_435ad10f250efb24_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → ¬ ¬ (f 2 = 9) → c = 3) :=
  by paracert_rules
theorem pc_435ad10f250efb24 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → ¬ ¬ (f 2 = 9) → c = 3) :=
  by with_reducible exact pc_435ad10f250efb24_schema f (3)
