import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: e59bb2ab249d50a919a012c2e0ef577f5ec3ee6454a33a6b1376d31fd6cb58b8
theorem pc_e59bb2ab249d50a9 {G : Type} [Paracert.Group G] : (Inv.inv (1 : G) = 1) ↔ (1 = Inv.inv (1 : G)) :=
  by paracert_rules
