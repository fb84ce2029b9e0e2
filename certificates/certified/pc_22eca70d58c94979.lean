import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 22eca70d58c949798621a2e4ac7f69923737cfe1fcabb2caf62e18ec9d8107fc
theorem pc_22eca70d58c94979 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (a : G), a = Inv.inv (Inv.inv a)) :=
  by paracert_rules
