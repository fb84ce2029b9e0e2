import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a6a59c281b1a6387746d5051b555a2244166e3ec446eca4110c9f38f368e4d8e
theorem pc_a6a59c281b1a6387 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (ll Il lI : G), ll * Il * lI = ll * (Il * lI)) :=
  by paracert_iff_rfl
