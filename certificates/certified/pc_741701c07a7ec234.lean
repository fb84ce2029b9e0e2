import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 741701c07a7ec234c197f08bd78ea65a062524506e3c7ed8f00615ad399c4d29
theorem pc_741701c07a7ec234 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
