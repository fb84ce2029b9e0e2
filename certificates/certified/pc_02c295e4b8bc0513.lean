import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 02c295e4b8bc05139d317d2cb03146d56ba02d4ce04107d01c7b71832229e8a4
theorem pc_02c295e4b8bc0513 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (a : G), ¬ ¬ (Inv.inv (Inv.inv a) = a)) :=
  by paracert_rules
