import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 298a34484ec9fbb391c54b13462d44df08a296ff216c8162f3b0d9a02868fa4b
theorem pc_298a34484ec9fbb3 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (b a : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) :=
  by paracert_structural
