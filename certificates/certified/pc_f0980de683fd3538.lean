import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f0980de683fd35382ffbf456eb03bc1ac05e608f50780103593f898a44152a91
theorem pc_f0980de683fd3538 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (a : M), ¬ ¬ (a + 0 = a)) :=
  by paracert_rules
