import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 143fbeff6057b5eceb77f5e3d17479317062e458f8aa5adf520368bd38508f30
theorem pc_143fbeff6057b5ec {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), ¬ ¬ (0 ≤ 19 + 3 * y) → sqrt (19 + 3 * y) = 7 → y = 10) :=
  by paracert_rules
