import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c7188dc73131a1da6a54f9efe08f29b46a1a32aa97442e2ed9dcbed1dfe0780c
theorem pc_c7188dc73131a1da {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (a : M), ¬ ¬ (0 + a = a)) :=
  by paracert_rules
