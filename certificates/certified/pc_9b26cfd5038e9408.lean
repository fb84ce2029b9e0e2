import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 9b26cfd5038e940810d687baa1d8924b2876bdeb5624d28c1008ee5b6dd1da09
theorem pc_9b26cfd5038e9408 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (¬ ¬ (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x)) :=
  by paracert_rules
