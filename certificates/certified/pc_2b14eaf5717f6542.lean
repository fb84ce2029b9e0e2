import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 2b14eaf5717f6542b9f6a6af1141dff05215399074f4ca3ae37832351cbbbb4a
theorem pc_2b14eaf5717f6542_schema {R : Type} [Paracert.LinearOrderedField R] (f : R → R) (pcLit0 : Nat) : (∀ (c : R), (∀ (x : R), f x = c * x ^ pcLit0 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), c * x ^ pcLit0 - 9 * x + 3 = f x) → f 2 = 9 → c = 3) :=
  by paracert_rules
theorem pc_2b14eaf5717f6542 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (c : R), (∀ (x : R), f x = c * x ^ 3 - 9 * x + 3) → f 2 = 9 → c = 3) ↔ (∀ (c : R), (∀ (x : R), c * x ^ 3 - 9 * x + 3 = f x) → f 2 = 9 → c = 3) :=
  by with_reducible exact pc_2b14eaf5717f6542_schema f (3)
