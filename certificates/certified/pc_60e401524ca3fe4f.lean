import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 60e401524ca3fe4f368a47dafedf309f66f1271f457e9e7afedd9c723a1abed1
theorem pc_60e401524ca3fe4f {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + abs (a - b) ≤ 1) ↔ (∀ (a b : R), ¬ ¬ (a ^ 2 + b ^ 2 = 1) → a * b + abs (a - b) ≤ 1) :=
  by paracert_rules
