import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 5ae149fc7613e5d4a5d1bf132e7ba1c451134486776dce838869927f94f9a7a2
theorem pc_5ae149fc7613e5d4 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {a b c : G}, a * c = a * b ↔ b = c) :=
  by paracert_rules
