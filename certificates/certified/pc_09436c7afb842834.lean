import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 09436c7afb842834286742101f11b3b80fae1fe842f86d64c7eec0df9d6a2a7d
theorem pc_09436c7afb842834 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {a b c : G}, b * a = c * a ↔ c = b) :=
  by paracert_rules
