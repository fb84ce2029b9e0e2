import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 22af56a6df45f0e8f2ca39da8e869b2f270f1000bd534d470b22bc892ed6d9a4
theorem pc_22af56a6df45f0e8 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (a : G), Inv.inv (Inv.inv a) = a) :=
  by paracert_iff_rfl
