import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: b6283545192ff047e2e0d2b0e8b017a72b4c8c10dbad4cbbe2f86e600ce4749e
theorem pc_b6283545192ff047 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by paracert_iff_rfl
