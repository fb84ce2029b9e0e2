import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0f2ab2dc7a14910a2c8f65cd586121591afea6dd5d94b9c25591ed29ff4df6e4
theorem pc_0f2ab2dc7a14910a_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), (x + 1) ^ 2 * x = x ^ pcLit0 + 2 * x ^ 2 + x) ↔ (∀ (x : R), x ^ pcLit0 + 2 * x ^ 2 + x = (x + 1) ^ 2 * x) :=
  by paracert_rules
theorem pc_0f2ab2dc7a14910a {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), (x + 1) ^ 2 * x = x ^ 3 + 2 * x ^ 2 + x) ↔ (∀ (x : R), x ^ 3 + 2 * x ^ 2 + x = (x + 1) ^ 2 * x) :=
  by with_reducible exact pc_0f2ab2dc7a14910a_schema (3)
