import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5b712828421526770590f63dfe343d8d69ba242116a46a02aa922f0d42efec6f
theorem pc_5b71282842152677 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (b a : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) :=
  by paracert_structural
