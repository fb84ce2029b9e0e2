import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 02d22963002027994dbbb421b8344609bc80eee15c28d3317817c89fb91bba56
theorem pc_02d2296300202799 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a = -1 → b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) ↔ (∀ (a b : R), a = -1 ∧ b = 5 → -a - b ^ 2 + 3 * (a * b) = -39) :=
  by paracert_logic
