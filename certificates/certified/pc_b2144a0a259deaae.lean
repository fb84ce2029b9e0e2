import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: b2144a0a259deaae72bb5cd5ebae4aef5274776afaabc62e9813393b9b5a6f34
theorem pc_b2144a0a259deaae {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {c b a : G}, b * a = c * a ↔ b = c) :=
  by paracert_structural
