import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: notation · pair: 79ec0b6e10599478c34d94ad1ddf1a3c9d5de805004bd58174bbefb67a92fd0e
theorem pc_79ec0b6e10599478 : ¬ (Nat.Prime 0) :=
  by decide
