import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 398a84b3974de10029d7ce0b4b545b2cba8d5538d88ab5f40439c71a334cd567
theorem pc_398a84b3974de100 {G : Type} [Paracert.Group G] : (Inv.inv (1 : G) = 1) ↔ (Inv.inv (1 : G) = 1) :=
  by paracert_iff_rfl
