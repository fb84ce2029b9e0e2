import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: a8da264338f69d5f265a66de854c8f99adc7c0359ef448e9f8cbd17663a6a9c9
theorem pc_a8da264338f69d5f {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) ↔ (∀ (a b : R), a = -1 → ¬ (-a - b ^ 2 + 3 * (a * b) = -39) → ¬ (b = 5)) :=
  by paracert_logic
