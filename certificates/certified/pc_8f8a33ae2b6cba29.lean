import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8f8a33ae2b6cba29504b2787a41de66295138d54c79938b55bb549733ea1054f
theorem pc_8f8a33ae2b6cba29 {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), a + 0 = a) ↔ (∀ (a : M), a + 0 = a) :=
  by paracert_iff_rfl
