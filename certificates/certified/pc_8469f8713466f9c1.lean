import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 8469f8713466f9c13fe47422c67438f828a3a6aee9456bce0e31540cc44467dd
theorem pc_8469f8713466f9c1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) ↔ (∀ (y x : R), 3 * y = x → 2 * x + 5 * y = 11 → x + y = 4) :=
  by paracert_structural
