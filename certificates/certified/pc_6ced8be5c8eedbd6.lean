import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 6ced8be5c8eedbd6f465274459a5f621ceb176d99c32622ab2f5c7d8db7ce7e8
theorem pc_6ced8be5c8eedbd6 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
