import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4dbe5fa47b7f77e63f00b7d4794bd9c5041ced1eb37a46305e2ffbd471958ba7
theorem pc_4dbe5fa47b7f77e6 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (ll : G), Inv.inv (Inv.inv ll) = ll) :=
  by paracert_iff_rfl
