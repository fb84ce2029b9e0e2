import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: a9d5efe1e084dbfaf56c6016d425807b02ded4bbbc5107567cbd3a661d0a1cc4
theorem pc_a9d5efe1e084dbfa : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ n : Int, Even n ↔ ¬ Odd n) :=
  by paracert_iff_rfl
