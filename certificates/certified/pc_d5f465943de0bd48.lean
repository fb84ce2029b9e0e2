import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: d5f465943de0bd48c7cb660479dcd926fff4bc83190770d66ee65d1d602d5f0d
theorem pc_d5f465943de0bd48_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) ↔ (∀ (y x : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) :=
  by paracert_structural
theorem pc_d5f465943de0bd48 : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (y x : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) :=
  by with_reducible exact pc_d5f465943de0bd48_schema (3) (30) (517) (588)
