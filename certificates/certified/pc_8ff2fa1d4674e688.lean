import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8ff2fa1d4674e688cd2a3a7717d0e5cd81a053f8dae9c578d0cffa098d221655
theorem pc_8ff2fa1d4674e688 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (kkogwr6 : G), kkogwr6 * Inv.inv kkogwr6 = 1) :=
  by paracert_iff_rfl
