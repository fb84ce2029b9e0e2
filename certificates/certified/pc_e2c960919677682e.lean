import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e2c960919677682e3f08e369f8aded969ec80873b6dc06190020569497650fad
theorem pc_e2c960919677682e {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (a b : R), abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b)) ↔ (∀ (a b : R), ¬ ¬ (abs (a + b) / (1 + abs (a + b)) ≤ abs a / (1 + abs a) + abs b / (1 + abs b))) :=
  by paracert_rules
