import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a6850957b28b58c534b4ba2ab2dee496ddc5ef87d451035aa58eed66d4256aea
theorem pc_a6850957b28b58c5 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (ll : G), Inv.inv ll * ll = 1) :=
  by paracert_iff_rfl
