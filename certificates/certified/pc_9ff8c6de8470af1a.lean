import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 9ff8c6de8470af1a8b3bfcfd2f81e6c337157c7ba8fff3940622c5294e2f7a6a
theorem pc_9ff8c6de8470af1a {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (a : M), a = a * 1) :=
  by paracert_rules
