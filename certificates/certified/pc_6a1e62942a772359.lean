import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6a1e62942a772359f15e285a8e76bfe08343e28199af1f4677057d397087e635
theorem pc_6a1e62942a772359 {M₀ : Type} [Paracert.MulZeroClass M₀] : (∀ (a : M₀), a * 0 = 0) ↔ (∀ (a : M₀), 0 = a * 0) :=
  by paracert_rules
