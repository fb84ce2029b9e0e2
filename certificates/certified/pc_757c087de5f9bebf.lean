import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 757c087de5f9bebf3bb941a2ebbdd0812ed6e6f0682061392fdd0ee289db5247
theorem pc_757c087de5f9bebf_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ a : Int, a * (-pcLit0) = -a) :=
  by paracert_iff_rfl
theorem pc_757c087de5f9bebf : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by with_reducible exact pc_757c087de5f9bebf_schema (1)
