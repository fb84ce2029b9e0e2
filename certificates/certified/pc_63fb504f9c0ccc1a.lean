import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 63fb504f9c0ccc1a2056c926d85ff7475b6fabaaf1c24747b2fa08292c3c02a8
theorem pc_63fb504f9c0ccc1a {G : Type} [Paracert.Group G] : (∀ (a : G), Inv.inv a * a = 1) ↔ (∀ (integer_value : G), Inv.inv integer_value * integer_value = 1) :=
  by paracert_iff_rfl
