import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 4f3f4794558305b23a33e10163d2076b07409215c597562495b45cd81517dabe
theorem pc_4f3f4794558305b2 {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (a b : R), ¬ (a * b + abs (a - b) ≤ 1) → ¬ (a ^ 2 + b ^ 2 = 1)) :=
  by paracert_logic
