import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 976e83d070512f3d8fa5c9b9b2a06fb7dec2c451db476829a4c6b563dd9111fe
theorem pc_976e83d070512f3d {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (a : G), ¬ ¬ (Inv.inv a * a = 1)) :=
  by paracert_rules
