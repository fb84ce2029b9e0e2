import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: f49ec90b69e254f124553c8b2d8f5f650d9f9d867288dfeca7c675e7c6815936
theorem pc_f49ec90b69e254f1 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ^ 2 + b ^ 2 = 1 → a * b + (a - b) ≤ 1) ↔ (∀ (a b : R), ¬ (a * b + (a - b) ≤ 1) → ¬ (a ^ 2 + b ^ 2 = 1)) :=
  by paracert_logic
