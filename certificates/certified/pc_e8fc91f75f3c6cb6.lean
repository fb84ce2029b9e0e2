import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: e8fc91f75f3c6cb6e365de9332359f53c6730dc2300e99dec0bd3f2960c7affc
theorem pc_e8fc91f75f3c6cb6 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
