import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: fe81508d0d2ef15cf214b1b296882ece0537dcd66caa150823b73ff061aa51dd
theorem pc_fe81508d0d2ef15c_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (a b x y : R), ¬ ¬ (a * x + b * y = 3) → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) :=
  by paracert_rules
theorem pc_fe81508d0d2ef15c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (a b x y : R), ¬ ¬ (a * x + b * y = 3) → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) :=
  by with_reducible exact pc_fe81508d0d2ef15c_schema (3) (4) (5)
