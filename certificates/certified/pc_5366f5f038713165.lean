import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5366f5f038713165d5f07b8b3159d49a465d8d219e6e2649e42393bc5b7fe41b
theorem pc_5366f5f038713165 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (¬ ¬ (∀ (a : M), a * 1 = a)) :=
  by paracert_rules
