import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 39a90737f78508d47021dc20229c8399499e648d6b69b68e124d11b60616cab4
theorem pc_39a90737f78508d4 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (jrbbdn8 npvbty6 : G), Inv.inv (jrbbdn8 * npvbty6) = Inv.inv npvbty6 * Inv.inv jrbbdn8) :=
  by paracert_iff_rfl
