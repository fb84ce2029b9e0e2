import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1e64f8dc35c30995e38f45afc3122db8937c1f2a96b772f7363c7bb441246c88
theorem pc_1e64f8dc35c30995 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (a : G), a * Inv.inv a = 1) :=
  by paracert_iff_rfl
