import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: edb375e569e265e66c903f4eb7f9bdf8c25d2644f5b93c1c2d8468f45328a974
theorem pc_edb375e569e265e6_schema {R : Type} [Paracert.LinearOrderedField R] (pcLit0 : Nat) : (∀ (x : R), (x + 1) ^ 2 * x = x ^ pcLit0 + 2 * x ^ 2 + x) ↔ (∀ (base_value : R), (base_value + 1) ^ 2 * base_value = base_value ^ pcLit0 + 2 * base_value ^ 2 + base_value) :=
  by paracert_iff_rfl
theorem pc_edb375e569e265e6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), (x + 1) ^ 2 * x = x ^ 3 + 2 * x ^ 2 + x) ↔ (∀ (base_value : R), (base_value + 1) ^ 2 * base_value = base_value ^ 3 + 2 * base_value ^ 2 + base_value) :=
  by with_reducible exact pc_edb375e569e265e6_schema (3)
