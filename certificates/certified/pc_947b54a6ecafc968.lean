import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 947b54a6ecafc96879ff25f8b309af22de9f2ecca4c3c135351198e4cace19c2
theorem pc_947b54a6ecafc968 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {ll : R}, 0 ≤ ll → sqrt (ll ^ 2) = ll) :=
  by paracert_iff_rfl
