import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6236976114325d830b857300cae0265a0631845fa71109cb405e283902f0191a
theorem pc_6236976114325d83 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (a b : G), Inv.inv b * Inv.inv a = Inv.inv (a * b)) :=
  by paracert_rules
