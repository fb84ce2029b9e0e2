import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: e5b82d3638ec4e71b98a7803baf0e928c816f47c81706f5280096db9fcbbb303
theorem pc_e5b82d3638ec4e71_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → a * x ^ pcLit1 + b * y ^ pcLit1 = 42 → a * x ^ pcLit2 + b * y ^ pcLit2 = 20) ↔ (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ pcLit0 + b * y ^ pcLit0 = 16 → ¬ (a * x ^ pcLit2 + b * y ^ pcLit2 = 20) → ¬ (a * x ^ pcLit1 + b * y ^ pcLit1 = 42)) :=
  by paracert_logic
theorem pc_e5b82d3638ec4e71 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → a * x ^ 4 + b * y ^ 4 = 42 → a * x ^ 5 + b * y ^ 5 = 20) ↔ (∀ (a b x y : R), a * x + b * y = 3 → a * x ^ 2 + b * y ^ 2 = 7 → a * x ^ 3 + b * y ^ 3 = 16 → ¬ (a * x ^ 5 + b * y ^ 5 = 20) → ¬ (a * x ^ 4 + b * y ^ 4 = 42)) :=
  by with_reducible exact pc_e5b82d3638ec4e71_schema (3) (4) (5)
