import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: f26454a862c0c6b6b51b823f7d47dab90b4f90e1d550c8f40b614b6123f0b2be
theorem pc_f26454a862c0c6b6 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
