import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 49d481fad343df703dddd5aeb6709db8bbb7d769a1f0773cea65b70925caf25e
theorem pc_49d481fad343df70 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (a b : R), ¬ ¬ (a ^ 2 + b ^ 2 = 1) → a * b + (a - b) ≤ 1) :=
  by paracert_rules
