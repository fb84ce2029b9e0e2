import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: syntactic · pair: 08167ff695ff909ee9ce70b12da4ca7396a54d0e41a5cc2d366bd829606645b1
theorem pc_08167ff695ff909e : ¬ (Nat.Prime 0) :=
  by decide
