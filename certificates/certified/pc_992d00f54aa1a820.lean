import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 992d00f54aa1a8209e024808065f4eeb1f3b9d2202e4c14fd6b8b668b2cdee6f
theorem pc_992d00f54aa1a820_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → ¬ ¬ (f (-3) = 2) → f 3 = 8) :=
  by paracert_rules
theorem pc_992d00f54aa1a820 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → ¬ ¬ (f (-3) = 2) → f 3 = 8) :=
  by with_reducible exact pc_992d00f54aa1a820_schema f (4)
