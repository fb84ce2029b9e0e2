import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: df23b33e339c98711aed5aa3445ca2ebbc4e2b59e67c842d79a3dd839a7f444b
theorem pc_df23b33e339c9871 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), 1 ≤ (x * y - 1) ^ 2 + (x + y) ^ 2) ↔ (∀ (x y : R), (x * y - 1) ^ 2 + (x + y) ^ 2 ≥ 1) :=
  by paracert_iff_rfl
