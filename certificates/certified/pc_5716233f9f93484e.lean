import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 5716233f9f93484e3bdff268e59ffd3d4ce19577c72eb2c948336c7b7acd5baa
theorem pc_5716233f9f93484e {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (a : G), 1 = a * Inv.inv a) :=
  by paracert_rules
