import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f4209d95448ec5a0834081df4039cfc898be5816c76b5574ff350185a87dab14
theorem pc_f4209d95448ec5a0 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (¬ ¬ (∀ {a b c : G}, b * a = c * a ↔ b = c)) :=
  by paracert_rules
