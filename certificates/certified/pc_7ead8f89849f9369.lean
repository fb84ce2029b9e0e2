import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 7ead8f89849f93690e4069a2d3a1c8713d861c6d625073a54ab69659c5708fa8
theorem pc_7ead8f89849f9369 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (m b : R), m * 7 + b = -1 ∧ m * -1 + b = 7 → m + b = 5) :=
  by paracert_logic
