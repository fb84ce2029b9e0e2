import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d9826c24346293dcff89acb7f082988b7cf459fb188d53ded8b8f96bd8cc4a03
theorem pc_d9826c24346293dc {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (integer_value : G), integer_value * Inv.inv integer_value = 1) :=
  by paracert_iff_rfl
