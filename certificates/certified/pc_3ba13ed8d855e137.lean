import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3ba13ed8d855e1377cc12fe445fb23acfe68da7cb01aba2e3cc55bed1f28f61d
theorem pc_3ba13ed8d855e137 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {zero one negative : G}, one * zero = negative * zero ↔ one = negative) :=
  by paracert_iff_rfl
