import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 567bab412406f22c3fb971b77f3753ce48f03ada2c86c7a497bb9aa6ad424d33
theorem pc_567bab412406f22c {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, x ≥ 0 → sqrt x * sqrt x = x) :=
  by paracert_iff_rfl
