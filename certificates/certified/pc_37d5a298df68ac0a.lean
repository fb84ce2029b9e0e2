import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 37d5a298df68ac0a1ac553fd3a1b623c2236173a300bcbb33898b39e6137354e
theorem pc_37d5a298df68ac0a {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (¬ ¬ (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a)) :=
  by paracert_rules
