import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: bb810cd23622435f3cb95dd9cdce4cabcdf66ea738040bfe0afe0ff012567597
theorem pc_bb810cd23622435f : (∀ a : Int, a + (-a) = 0) ↔ (∀ (a : Int), 0 = a + -a) :=
  by paracert_rules
