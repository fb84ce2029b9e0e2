import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 69f4b128923c133d9087b1605d83fb61e7b97b31a9f03c8848a1f06201f48905
theorem pc_69f4b128923c133d {M : Type} [Paracert.AddZeroClass M] : (∀ (a : M), 0 + a = a) ↔ (∀ (jdaswf2 : M), 0 + jdaswf2 = jdaswf2) :=
  by paracert_iff_rfl
