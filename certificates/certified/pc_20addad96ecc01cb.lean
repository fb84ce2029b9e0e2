import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 20addad96ecc01cbd552daa7837ab4ecf8a5309b27906f07d144fa4bbb05d862
theorem pc_20addad96ecc01cb {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (m b : R), ¬ ¬ (m * 7 + b = -1) → m * -1 + b = 7 → m + b = 5) :=
  by paracert_rules
