import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 6fc40e9e8469e30c0ae0be4218b895418f644d6ac95e159fa0e3f3346fea0df2
theorem pc_6fc40e9e8469e30c : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
