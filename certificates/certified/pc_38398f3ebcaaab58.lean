import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 38398f3ebcaaab58e922a0bd7c4ada9fefc35688a6c7bf9ab81941e9dad29cea
theorem pc_38398f3ebcaaab58 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (¬ ¬ (∀ (a : G), Inv.inv (Inv.inv a) = a)) :=
  by paracert_rules
