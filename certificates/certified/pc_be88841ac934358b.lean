import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: be88841ac934358b2832626b1854ea7295c7cbfac96d9eeb850b1ebaa175cfdd
theorem pc_be88841ac934358b_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (a b x y : R), a * x ^ 2 + b * y ^ 2 = 7 → a * x + b * y = 3 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) :=
  by paracert_structural
theorem pc_be88841ac934358b {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (a b x y : R), a * x ^ 2 + b * y ^ 2 = 7 → a * x + b * y = 3 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) :=
  by with_reducible exact pc_be88841ac934358b_schema (3) (4) (5)
