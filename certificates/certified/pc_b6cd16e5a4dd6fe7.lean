import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b6cd16e5a4dd6fe7169c02ccfd95359636621e5c50aaed7ead1868818102f81a
theorem pc_b6cd16e5a4dd6fe7 : (∀ a : Int, -(-a) = a) ↔ (∀ (integer_value : Int), -(-integer_value) = integer_value) :=
  by paracert_iff_rfl
