import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1d95bde607697bafbca28ff3a158754414fe8620c0a208e575c43cd420376016
theorem pc_1d95bde607697baf {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (juatyi7 : G), -juatyi7 + juatyi7 = 0) :=
  by paracert_iff_rfl
