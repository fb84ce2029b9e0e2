import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c010dab5d3ffd6b735a83b3516531e5b24b5827ff54c5dcfd3544e2805492fed
theorem pc_c010dab5d3ffd6b7_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), y ^ 2 + pcLit0 * (x ^ 2 * y ^ 2) = pcLit1 * x ^ 2 + pcLit2 → pcLit0 * (x ^ 2 * y ^ 2) = pcLit3) ↔ (∀ (base_value integer_value : Int), integer_value ^ 2 + pcLit0 * (base_value ^ 2 * integer_value ^ 2) = pcLit1 * base_value ^ 2 + pcLit2 → pcLit0 * (base_value ^ 2 * integer_value ^ 2) = pcLit3) :=
  by paracert_iff_rfl
theorem pc_c010dab5d3ffd6b7 : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (base_value integer_value : Int), integer_value ^ 2 + 3 * (base_value ^ 2 * integer_value ^ 2) = 30 * base_value ^ 2 + 517 → 3 * (base_value ^ 2 * integer_value ^ 2) = 588) :=
  by with_reducible exact pc_c010dab5d3ffd6b7_schema (3) (30) (517) (588)
