import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 081718ce41d25f0ef8c4e9c024deb6a048f817f057d351021b65073e3c2f7773
theorem pc_081718ce41d25f0e {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {ll Il lI : G}, ll * Il = ll * lI → Il = lI) :=
  by paracert_iff_rfl
