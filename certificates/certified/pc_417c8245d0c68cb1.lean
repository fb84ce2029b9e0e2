import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 417c8245d0c68cb1b84c47110152595efca951786a86095ce8d7c523dd69a648
theorem pc_417c8245d0c68cb1 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) :=
  by paracert_iff_rfl
