import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 6221bcfd0a4a935965cdf06a2389d05f435b5073e58aaed51f12af126b13e81c
theorem pc_6221bcfd0a4a9359 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 2 → a * b ≤ 1) ↔ (∀ (b a : R), a ^ 2 + b ^ 2 = 2 → a * b ≤ 1) :=
  by paracert_structural
