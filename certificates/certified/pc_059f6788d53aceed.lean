import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 059f6788d53aceedfe72c9df4c4f09e05d5aba9628657c62708a8e90dc83dddf
theorem pc_059f6788d53aceed_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) ↔ (∀ (x y : Int), pcLit1 * x ^ 2 + pcLit2 = y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) :=
  by paracert_rules
theorem pc_059f6788d53aceed : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (x y : Int), 30 * x ^ 2 + 517 = y ^ 2 + 3 * (x ^ 2 * y ^ 2) → 3 * (x ^ 2 * y ^ 2) = 588) :=
  by with_reducible exact pc_059f6788d53aceed_schema (3) (30) (517) (588)
