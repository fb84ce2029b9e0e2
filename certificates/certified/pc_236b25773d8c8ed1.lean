import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 236b25773d8c8ed170e26e478f8f40b58570f84d897108a8ce88be6ffd3bc166
theorem pc_236b25773d8c8ed1 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x y : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) ↔ (∀ (y x : R), 0 < x ∧ 0 < y → y ≤ x → sqrt (x * y) * (x - y) = x + y → x + y ≥ 4) :=
  by paracert_structural
