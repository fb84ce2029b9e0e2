import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 10c415acc14a837b2c697d3b4221276d36fcfb85b415b3f68c8482423e26c0c6
theorem pc_10c415acc14a837b {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (¬ ¬ (∀ (a : G), Inv.inv a * a = 1)) :=
  by paracert_rules
