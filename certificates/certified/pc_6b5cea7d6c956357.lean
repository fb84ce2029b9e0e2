import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6b5cea7d6c956357667e4dca367e564003b74743dea77f84ff44810c7d761093
theorem pc_6b5cea7d6c956357 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (a : G), ¬ ¬ (a * Inv.inv a = 1)) :=
  by paracert_rules
