import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 930f85826e6b372b8207c71347bde0e35c829b441fb8dfbf9734c8206eb49ec5
theorem pc_930f85826e6b372b {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (zfcdgb4 sneoti8 : G), zfcdgb4 + sneoti8 = sneoti8 + zfcdgb4) :=
  by paracert_iff_rfl
