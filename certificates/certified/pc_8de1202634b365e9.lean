import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 8de1202634b365e9b77334102cc934e2c0e6fc5d24c77b7639339a0b6bcda461
theorem pc_8de1202634b365e9 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
