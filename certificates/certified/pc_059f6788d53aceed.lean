import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equality_symmetry · pair: 059f6788d53aceedfe72c9df4c4f09e05d5aba9628657c62708a8e90dc83dddf
theorem pc_059f6788d53aceed : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (x y : Int), 30 * x ^ 2 + 517 = y ^ 2 + 3 * (x ^ 2 * y ^ 2) → 3 * (x ^ 2 * y ^ 2) = 588) :=
  by paracert_rules
