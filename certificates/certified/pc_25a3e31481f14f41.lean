import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 25a3e31481f14f414a1b5343bee256e28cfe54320aa531ddab0ff5735ad53152
theorem pc_25a3e31481f14f41 : (∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R), ∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R), ∀ {x : R}, 0 ≤ x → f x * f x = x) :=
  by paracert_iff_rfl
