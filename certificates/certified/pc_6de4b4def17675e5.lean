import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 6de4b4def17675e5b35c71bcf7357be9068ddeb63f039f805df5e26809fc31c0
theorem pc_6de4b4def17675e5 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (b a : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) :=
  by paracert_structural
