import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a1c699f54e1d343930ef7dbb64cd4f525a1fbdee1563fbb53455ae0ae84d902c
theorem pc_a1c699f54e1d3439 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {x : R}, 0 ≤ x → x = sqrt x * sqrt x) :=
  by paracert_rules
