import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: passive · pair: db0f989c86b7200e69bac0fd589cc9b75e002f00c0916eceae36a285d8d8a9c1
theorem pc_db0f989c86b7200e : ¬ (Nat.Prime 0) :=
  by decide
