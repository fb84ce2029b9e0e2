import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 55bcb2c734a7dc1baac8b8a4e72438996fe97ba8f23efb1fa78d2b846bceb514
theorem pc_55bcb2c734a7dc1b {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (rhnsaq6 : G), Inv.inv rhnsaq6 * rhnsaq6 = 1) :=
  by paracert_iff_rfl
