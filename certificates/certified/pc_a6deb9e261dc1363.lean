import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a6deb9e261dc1363c9d78a4a8228e7fbd51885bc6ebb16052532013220d0e12c
theorem pc_a6deb9e261dc1363 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), 4 * b * (a + 1) ≤ 4 * b ^ 2 + (a + 1) ^ 2) ↔ (∀ (a b : R), 4 * b ^ 2 + (a + 1) ^ 2 ≥ 4 * b * (a + 1)) :=
  by paracert_iff_rfl
