import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 73cf7ff9d6427a188b3b9e477f04fb7004935db0770fa8574c9e03c50f93788e
theorem pc_73cf7ff9d6427a18_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), f 2 = 9 → (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → c = 3) :=
  by paracert_structural
theorem pc_73cf7ff9d6427a18 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), f 2 = 9 → (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → c = 3) :=
  by with_reducible exact pc_73cf7ff9d6427a18_schema f (3)
