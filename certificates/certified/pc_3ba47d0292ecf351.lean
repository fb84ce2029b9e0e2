import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 3ba47d0292ecf35191006052de3031ca5c28ec5f7911f8a3c3e681d47ea3842f
theorem pc_3ba47d0292ecf351 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (a b : R), a * b = 180 → ¬ (a ^ 2 + b ^ 2 = 369) → ¬ (2 * (a + b) = 54)) :=
  by paracert_logic
