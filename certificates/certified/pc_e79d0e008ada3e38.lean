import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: e79d0e008ada3e384e9b709858a8b1c060062fb091343bbdad3dae629e0280f8
theorem pc_e79d0e008ada3e38_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (b a : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) :=
  by paracert_structural
theorem pc_e79d0e008ada3e38 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (b a : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) :=
  by with_reducible exact pc_e79d0e008ada3e38_schema f (4)
