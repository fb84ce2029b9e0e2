import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a3c72f37c73d46b0f495814956c2fa167c85a1df50d55b16a907afd61ad89e8f
theorem pc_a3c72f37c73d46b0 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (a b : R), 1 = a ^ 2 + b ^ 2 → a * b + (a - b) ≤ 1) :=
  by paracert_rules
