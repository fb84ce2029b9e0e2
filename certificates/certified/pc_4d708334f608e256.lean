import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 4d708334f608e256a2ae5ac5b19a4dabb5076ba8cb5011cbc161d1192b56925e
theorem pc_4d708334f608e256 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (a b c : G), ¬ ¬ (a * b * c = a * (b * c))) :=
  by paracert_rules
