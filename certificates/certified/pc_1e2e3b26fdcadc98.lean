import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 1e2e3b26fdcadc985081dd619a006629ecb2a8e5ce3a5a04f5a2a0a1993de13b
theorem pc_1e2e3b26fdcadc98 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {a b c : G}, c * a = b * a ↔ b = c) :=
  by paracert_rules
