import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 3f2b6330979e2c852ab95161556c9cfe2251ec5800403411c65dd9ec3ded4927
theorem pc_3f2b6330979e2c85_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ pcLit0 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), a * x ^ pcLit0 - b * x ^ 2 + x + 5 = f x) → f (-3) = 2 → f 3 = 8) :=
  by paracert_rules
theorem pc_3f2b6330979e2c85 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = a * x ^ 4 - b * x ^ 2 + x + 5) → f (-3) = 2 → f 3 = 8) ↔ (∀ (a b : R), (∀ (x : R), a * x ^ 4 - b * x ^ 2 + x + 5 = f x) → f (-3) = 2 → f 3 = 8) :=
  by with_reducible exact pc_3f2b6330979e2c85_schema f (4)
