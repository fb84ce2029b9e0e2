import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: fe0245d482ebaf2ce76dcf60403e772e5235e693ad2ed8a35de883b65fa52f81
theorem pc_fe0245d482ebaf2c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a : R), a * (2 - a) ≤ 1) ↔ (∀ (a : R), ¬ ¬ (a * (2 - a) ≤ 1)) :=
  by paracert_rules
