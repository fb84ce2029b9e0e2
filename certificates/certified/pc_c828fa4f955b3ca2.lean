import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: c828fa4f955b3ca2cacf940a5b50bb454d2de974023c8e7279af9a678786415e
theorem pc_c828fa4f955b3ca2 : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (x y : Int), ¬ ¬ (y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517) → 3 * (x ^ 2 * y ^ 2) = 588) :=
  by paracert_rules
