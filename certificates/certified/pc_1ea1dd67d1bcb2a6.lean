import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1ea1dd67d1bcb2a66d13aabd6f4a5651418e8e8576801b7007063b03d17f0e9f
theorem pc_1ea1dd67d1bcb2a6 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (genkif7 : G), Inv.inv (Inv.inv genkif7) = genkif7) :=
  by paracert_iff_rfl
