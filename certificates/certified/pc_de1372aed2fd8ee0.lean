import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: de1372aed2fd8ee07b668dfde5b0c08efa60156d8cbe59b88606d92fe6bda074
theorem pc_de1372aed2fd8ee0 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (ll Il lI : G), ll + Il + lI = ll + (Il + lI)) :=
  by paracert_iff_rfl
