import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: efde9e0962a640e0c75cb4a59e7524f8496a03b881d7bf17e38f87187999d2b0
theorem pc_efde9e0962a640e0 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → 1 ≥ a * b + (a - b)) :=
  by paracert_iff_rfl
