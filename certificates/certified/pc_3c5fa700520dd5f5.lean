import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3c5fa700520dd5f56a50468aa9956189a859c1697de4e8006bb31f9a69cde347
theorem pc_3c5fa700520dd5f5 {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (a : G), Inv.inv a * a = 1) :=
  by paracert_iff_rfl
