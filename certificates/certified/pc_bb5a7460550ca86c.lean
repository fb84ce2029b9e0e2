import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: bb5a7460550ca86c0985ace80388fa31edad8348b9170fad845590dc915c21c3
theorem pc_bb5a7460550ca86c {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ 3 - x → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) ↔ (∀ (x : R), 3 - x ≥ 0 → 0 ≤ x + 1 → 1 / 2 < sqrt (3 - x) - sqrt (x + 1) → -1 ≤ x ∧ x < 1 - sqrt 31 / 8) :=
  by paracert_iff_rfl
