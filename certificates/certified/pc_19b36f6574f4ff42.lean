import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 19b36f6574f4ff42d5cf867f1050ea9dd669f918af2666081803d6d9d737517d
theorem pc_19b36f6574f4ff42 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv (Inv.inv a) = a) ↔ (∀ (zero : G), Inv.inv (Inv.inv zero) = zero) :=
  by paracert_iff_rfl
