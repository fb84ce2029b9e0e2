import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: b5f5fb95eb6caee790033a246087ccae70ffa701406baece444504c6c80efe6a
theorem pc_b5f5fb95eb6caee7 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), (∀ (x : R), x - 3 ≠ 0 ∧ x - 5 ≠ 0 → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) ↔ (∀ (a b : R), (∀ (x : R), x - 3 ≠ 0 ∧ ¬ (x - 5 = 0) → 4 * x / (x ^ 2 - 8 * x + 15) = a / (x - 3) + b / (x - 5)) → a = -6 ∧ b = 10) :=
  by paracert_iff_rfl
