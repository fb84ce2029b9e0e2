import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 45b038d924d833af049053c99cf12d69a6836895a4ae6c863c840903a4e17efe
theorem pc_45b038d924d833af {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {a c b : G}, b * a = c * a ↔ b = c) :=
  by paracert_structural
