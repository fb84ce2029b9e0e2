import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 886dc6290849ce49859df6f4c4215094db049c40ee51abb3a9648de01ccc6d8d
theorem pc_886dc6290849ce49 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {vnoywh6 beaisk7 mqyvpp5 : G}, beaisk7 * vnoywh6 = mqyvpp5 * vnoywh6 ↔ beaisk7 = mqyvpp5) :=
  by paracert_iff_rfl
