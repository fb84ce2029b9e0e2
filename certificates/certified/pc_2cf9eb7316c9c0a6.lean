import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 2cf9eb7316c9c0a6e9202c7f3781263e73cb4c6188aec1bea67741f66114bcb8
theorem pc_2cf9eb7316c9c0a6 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by paracert_iff_rfl
