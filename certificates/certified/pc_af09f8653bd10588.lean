import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: af09f8653bd1058823251da8cb474e29501e221d2b3ddff083c244dc44e91be3
theorem pc_af09f8653bd10588 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (¬ ¬ (∀ {a b c : G}, a * b = a * c → b = c)) :=
  by paracert_rules
