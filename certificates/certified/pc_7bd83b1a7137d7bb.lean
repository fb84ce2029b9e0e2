import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 7bd83b1a7137d7bbd86c9244de59a9e0773150c490f9422dbea17e05c186e0a6
theorem pc_7bd83b1a7137d7bb_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) ↔ (∀ (x y : Int), ¬ (pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) → ¬ (y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2)) :=
  by paracert_logic
theorem pc_7bd83b1a7137d7bb : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (x y : Int), ¬ (3 * (x ^ 2 * y ^ 2) = 588) → ¬ (y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517)) :=
  by with_reducible exact pc_7bd83b1a7137d7bb_schema (3) (30) (517) (588)
