import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: cce194ea41c8314d275c4495d3924d9063ea309cd399dfff921e4b56b9a1cd90
theorem pc_cce194ea41c8314d_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) ∧ f 2 = 9 → c = 3) :=
  by paracert_logic
theorem pc_cce194ea41c8314d {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) ∧ f 2 = 9 → c = 3) :=
  by with_reducible exact pc_cce194ea41c8314d_schema f (3)
