import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ee8285a22fa62d2280e830b0c07ce650ca43e8429bd125b470d2f17b9be01fe1
theorem pc_ee8285a22fa62d22 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (integer_value : G), Inv.inv (Inv.inv integer_value) = integer_value) :=
  by paracert_iff_rfl
