import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 13731e27aec06e1d156d0f8cec1e5003149ac48409d55a1f6d60f3cd2e77f2e3
theorem pc_13731e27aec06e1d {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) :=
  by paracert_iff_rfl
