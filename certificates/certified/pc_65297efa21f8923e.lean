import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 65297efa21f8923e03f1081096754d6e5ef76eb1b1bf5740bd6adc876358d912
theorem pc_65297efa21f8923e {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {ll Il lI : G}, ll * Il = ll * lI ↔ Il = lI) :=
  by paracert_iff_rfl
