import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: b085dbc847fa5a2a227c607950b6397365fe7e2d7edfb461dfc38b517ef34ccc
theorem pc_b085dbc847fa5a2a {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a c b : G}, a * b = a * c → b = c) :=
  by paracert_structural
