import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 26fa77b1c20f71d00e30396734de9bca5d5329f6427ec48cffc1192b07bd14c8
theorem pc_26fa77b1c20f71d0 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (a b : G), ¬ ¬ (a + b = b + a)) :=
  by paracert_rules
