import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 87799a589346ac2c69b0bc9d8cb6a1a99c7bc31629c6ff7529caf4584f92f5c0
theorem pc_87799a589346ac2c_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ a : Int, a * (-pcLit0) = -a) :=
  by paracert_iff_rfl
theorem pc_87799a589346ac2c : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by with_reducible exact pc_87799a589346ac2c_schema (1)
