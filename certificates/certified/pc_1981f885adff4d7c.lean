import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 1981f885adff4d7c782c037adc824f9999f1924597821daa885e4b91d6d39461
theorem pc_1981f885adff4d7c : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
