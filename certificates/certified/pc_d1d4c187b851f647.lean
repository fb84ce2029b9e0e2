import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d1d4c187b851f6471dc52a4bd2607097483594e6d5b938f8e6e7b09fbe20e8a7
theorem pc_d1d4c187b851f647 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (¬ ¬ (∀ (a b c : G), a * b * c = a * (b * c))) :=
  by paracert_rules
