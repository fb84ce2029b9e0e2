import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: renaming · pair: c010dab5d3ffd6b735a83b3516531e5b24b5827ff54c5dcfd3544e2805492fed
theorem pc_c010dab5d3ffd6b7 : (∀ (x y : Int), y ^ 2 + 3 * (x ^ 2 * y ^ 2) = 30 * x ^ 2 + 517 → 3 * (x ^ 2 * y ^ 2) = 588) ↔ (∀ (base_value integer_value : Int), integer_value ^ 2 + 3 * (base_value ^ 2 * integer_value ^ 2) = 30 * base_value ^ 2 + 517 → 3 * (base_value ^ 2 * integer_value ^ 2) = 588) :=
  by paracert_iff_rfl
