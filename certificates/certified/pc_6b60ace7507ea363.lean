import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 6b60ace7507ea363460f7d02be3ecbb01f9f56c2dd3e800014bac187ab21371f
theorem pc_6b60ace7507ea363_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), f (-3) = 2 → (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f 3 = 8) :=
  by paracert_structural
theorem pc_6b60ace7507ea363 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), f (-3) = 2 → (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f 3 = 8) :=
  by with_reducible exact pc_6b60ace7507ea363_schema f (4)
