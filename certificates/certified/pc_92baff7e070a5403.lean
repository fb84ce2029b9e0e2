import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 92baff7e070a54033a6ad173792d05efd085b630c2d1fa72d139f68e27988001
theorem pc_92baff7e070a5403 {G : Type} [Paracert.Group G] : (∀ (a b : G), Inv.inv (a * b) = Inv.inv b * Inv.inv a) ↔ (∀ (integer_value offset : G), Inv.inv (integer_value * offset) = Inv.inv offset * Inv.inv integer_value) :=
  by paracert_iff_rfl
