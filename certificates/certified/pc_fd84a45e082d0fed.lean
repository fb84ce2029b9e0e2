import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: fd84a45e082d0fed97b81c2f409fa7872696a8fe53cb6fefe8b561450c118282
theorem pc_fd84a45e082d0fed : (∀ n : Int, Even n ↔ ¬ Odd n) ↔ (∀ n : Int, Even n ↔ ¬ Odd n) :=
  by paracert_iff_rfl
