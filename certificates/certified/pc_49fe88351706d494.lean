import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 49fe88351706d49420e32d6386be8a6d232058d8c29e4b99fd4db5d28b61ecf9
theorem pc_49fe88351706d494 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
