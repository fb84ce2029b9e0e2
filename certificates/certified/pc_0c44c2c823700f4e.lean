import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 0c44c2c823700f4eab2f62329e0991e95a9f14e9ae2732306c167bdab1e31dcf
theorem pc_0c44c2c823700f4e : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
