import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0cba0b368c196fc654d086e38ea1d23ef14ca34e6c54ad34b7fba38e0e95dbc1
theorem pc_0cba0b368c196fc6 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (ll : M), ll + 0 = ll) :=
  by paracert_iff_rfl
