import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c828fa4f955b3ca2cacf940a5b50bb454d2de974023c8e7279af9a678786415e
theorem pc_c828fa4f955b3ca2_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) ↔ (∀ (x y : Int), ¬ ¬ (y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2) → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) :=
  by paracert_rules
theorem pc_c828fa4f955b3ca2 : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (x y : Int), ¬ ¬ (y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517) → 3 * (x ^ 2 * y ^ 2) = 588) :=
  by with_reducible exact pc_c828fa4f955b3ca2_schema (3) (30) (517) (588)
