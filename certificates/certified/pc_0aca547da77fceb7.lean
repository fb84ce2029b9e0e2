import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0aca547da77fceb7e5eb5985b21aa0f911ef0e7c2fd52ffc27618d3adda5bc2b
theorem pc_0aca547da77fceb7 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (a : M), a = 0 + a) :=
  by paracert_rules
