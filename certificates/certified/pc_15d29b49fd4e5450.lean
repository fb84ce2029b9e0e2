import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 15d29b49fd4e5450cf9f8eba93d36538f7e4825f59259f766b097ea8c8c56885
theorem pc_15d29b49fd4e5450 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
