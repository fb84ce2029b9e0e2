import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: bea2917649ef07db948213d79ee3d95bb3c7d1deca51a2b7eaa10403126a6c24
theorem pc_bea2917649ef07db : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
