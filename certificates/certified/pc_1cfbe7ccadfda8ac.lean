import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 1cfbe7ccadfda8ac50dde57824a5954e8a62bd26d856d461bfc7e7051d3bdf7b
theorem pc_1cfbe7ccadfda8ac {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) ↔ (∀ (a b c d : R), a + b = 1 → b = a ^ 2 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) :=
  by paracert_structural
