import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0500f2a9747dd073149032428184f3b4ace9d852a2373cebbcf76fb652640c9c
theorem pc_0500f2a9747dd073 : (∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R), ∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R), ∀ {x : R}, 0 ≤ x → f (x ^ 2) = x) :=
  by paracert_iff_rfl
