import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 387acd4a36564ddccf7abcc4d1fe75652d99b463522223f09d0f6c43a6ab7656
theorem pc_387acd4a36564ddc {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (a b c d : R), b = a ^ 2 → a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) ↔ (∀ (a b c d : R), b = a ^ 2 ∧ a + b = 1 → d = c ^ 2 → c + d = 1 → a ≠ c → sqrt ((a - c) ^ 2 + (b - d) ^ 2) = sqrt 10) :=
  by paracert_logic
