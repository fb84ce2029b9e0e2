import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 0ea7f38fc55acd054659665a2b31f5fd872e819cad21281fe5899bbafe9a2932
theorem pc_0ea7f38fc55acd05_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → ¬ (f 3 = 8) → ¬ (f (-3) = 2)) :=
  by paracert_logic
theorem pc_0ea7f38fc55acd05 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → ¬ (f 3 = 8) → ¬ (f (-3) = 2)) :=
  by with_reducible exact pc_0ea7f38fc55acd05_schema f (4)
