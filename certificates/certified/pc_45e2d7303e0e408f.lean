import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 45e2d7303e0e408f72cdb3d1683052454825b86180b84de8ea65ebd7158b2c61
theorem pc_45e2d7303e0e408f : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
