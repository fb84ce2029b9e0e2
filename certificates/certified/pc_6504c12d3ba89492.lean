import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6504c12d3ba8949213aa6f76061e42b23ba76d7984b34eac698e89d4a7d52dde
theorem pc_6504c12d3ba89492 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (a b : G), ¬ ¬ (Inv.inv (a * b) = Inv.inv b * Inv.inv a)) :=
  by paracert_rules
