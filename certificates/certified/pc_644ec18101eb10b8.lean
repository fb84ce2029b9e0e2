import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 644ec18101eb10b89018cfbb1c1e7499fc59772046f2736099debeb29a843e56
theorem pc_644ec18101eb10b8_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) ↔ (∀ (y x : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ pcLit0) :=
  by paracert_structural
theorem pc_644ec18101eb10b8 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) ↔ (∀ (y x : R), x ^ 2 + 8 * x + y ^ 2 - 6 * y = 0 → (x + 4) ^ 2 + (y - 3) ^ 2 = 5 ^ 2) :=
  by with_reducible exact pc_644ec18101eb10b8_schema (2)
