import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 46d3b55c3b0c68a349c2f42d20607496d83cf91649864c20580fa904ec01d382
theorem pc_46d3b55c3b0c68a3 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
