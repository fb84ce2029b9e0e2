import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 03840eff0a1a752d2b34eee1e7df13c75c2c5860ae905b88422a67eab1f6d721
theorem pc_03840eff0a1a752d_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (a b x y : R), a * x + b * y = 3 ∧ a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) :=
  by paracert_logic
theorem pc_03840eff0a1a752d {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (a b x y : R), a * x + b * y = 3 ∧ a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) :=
  by with_reducible exact pc_03840eff0a1a752d_schema (3) (4) (5)
