import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: d058776c67f0f36d16960c708457fe2d40876cc3c9cafc85bda66582ff6fc180
theorem pc_d058776c67f0f36d {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (a : M), a = a + 0) :=
  by paracert_rules
