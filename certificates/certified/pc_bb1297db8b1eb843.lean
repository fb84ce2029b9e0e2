import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: bb1297db8b1eb84393d8ee8e2798dd164f448d12a1e2655d16f97df66139743f
theorem pc_bb1297db8b1eb843 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {whtjwn4 dztays9 vckvnw5 : G}, whtjwn4 * dztays9 = whtjwn4 * vckvnw5 ↔ dztays9 = vckvnw5) :=
  by paracert_iff_rfl
