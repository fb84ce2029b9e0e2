import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c8e0cfc0b30a266e0de9dcff3917dc17009b9734b5497589e784016cd07b9097
theorem pc_c8e0cfc0b30a266e {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x + y = 25 → x - y = 11 → x = 18) ↔ (∀ (y x : R), x + y = 25 → x - y = 11 → x = 18) :=
  by paracert_structural
