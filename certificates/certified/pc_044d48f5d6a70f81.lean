import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 044d48f5d6a70f818ffa14e2085207c2c1251e1707510bf9bebc71a85f7d8419
theorem pc_044d48f5d6a70f81 : (∀ {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R), ∀ (x : R), 0 ≤ sqrt x) ↔ (∀ {R : Type} [Paracert.LinearOrderedField R] (f : R → R), ∀ (x : R), 0 ≤ f x) :=
  by paracert_iff_rfl
