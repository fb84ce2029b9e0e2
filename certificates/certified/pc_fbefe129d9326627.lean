import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: fbefe129d932662724ad6b2f081f11994f0538d2f105742392c73e97b0806a4b
theorem pc_fbefe129d9326627 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (a : G), 1 = Inv.inv a * a) :=
  by paracert_rules
