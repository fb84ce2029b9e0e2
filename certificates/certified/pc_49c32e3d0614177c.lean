import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 49c32e3d0614177c6419a4bd3459af3117cd41b01dab7ef06c6e34aa3decc8b2
theorem pc_49c32e3d0614177c : (∀ (x y : Int), x ^ 5 ≠ y ^ 2 + 4) ↔ (∀ (x y : Int), ¬ (x ^ 5 = y ^ 2 + 4)) :=
  by paracert_iff_rfl
