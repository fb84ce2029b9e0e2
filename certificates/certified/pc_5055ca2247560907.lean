import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 5055ca22475609077b09df3383e3023ff0e5a74e5e73d0b04dc257e432aede93
theorem pc_5055ca2247560907 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, ¬ (b = c) → ¬ (a * b = a * c)) :=
  by paracert_logic
