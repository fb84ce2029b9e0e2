import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a9b3cec99eda3713304b6ba0e7cb5a7be33798afd85b1e3c1bd6ad74d0b92b82
theorem pc_a9b3cec99eda3713 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (ll Il : G), Inv.inv (ll * Il) = Inv.inv Il * Inv.inv ll) :=
  by paracert_iff_rfl
