import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: a71ac31351c8efa5ebe2d3e8f93f9c662bc2fab542fc45c0632d7818ce262d30
theorem pc_a71ac31351c8efa5 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (a b : R), ¬ ¬ (a * b = 180) → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) :=
  by paracert_rules
