import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a18ac45026c87009697c44b4b1e6ade68d74e43474ebdb5c874b7b38618d2a50
theorem pc_a18ac45026c87009 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (a : G), -a + a = 0) :=
  by paracert_iff_rfl
