import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6d723799ad4b6602fa1d5cb6db27663b2329e8bd3abaff35bc8a58eac26e2289
theorem pc_6d723799ad4b6602 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (a : M), ¬ ¬ (1 * a = a)) :=
  by paracert_rules
