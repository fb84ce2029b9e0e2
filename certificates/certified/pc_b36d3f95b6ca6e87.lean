import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: b36d3f95b6ca6e87041cc2031e6bac81ac8e212d7ca87406002f3277be7e4ef7
theorem pc_b36d3f95b6ca6e87 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (a : M), a = 1 * a) :=
  by paracert_rules
