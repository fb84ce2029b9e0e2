import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 40954a93662a78a82468260df8e4b9ff8b549cd079405ed17cb544747fcba0f3
theorem pc_40954a93662a78a8 {R : Type} [Paracert.LinearOrderedField R] : (∀ (m b : R), m * 7 + b = -1 → m * -1 + b = 7 → m + b = 5) ↔ (∀ (m b : R), m * 7 + b = -1 → ¬ (m + b = 5) → ¬ (m * -1 + b = 7)) :=
  by paracert_logic
