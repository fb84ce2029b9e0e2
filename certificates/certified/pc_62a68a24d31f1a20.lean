import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 62a68a24d31f1a20fbaf6350148a594c3d8e6459947ab4ad106f2cf5c63dc65d
theorem pc_62a68a24d31f1a20 : (∀ (x y : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) ↔ (∀ (x y : Int), ¬ (4 * x ^ 3 - 7 * y ^ 3 = 2003)) :=
  by paracert_iff_rfl
