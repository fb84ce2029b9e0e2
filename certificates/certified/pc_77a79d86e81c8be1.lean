import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 77a79d86e81c8be18640173200df141416ed48b734d8f7ad58bbf7c0efbc5a08
theorem pc_77a79d86e81c8be1 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) ↔ (∀ (y x : R), (x + y) / 2 = 7 → sqrt (x * y) = sqrt 19 → x ^ 2 + y ^ 2 = 158) :=
  by paracert_structural
