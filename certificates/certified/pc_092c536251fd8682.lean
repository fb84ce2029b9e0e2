import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 092c536251fd86825602f83e39832c89adc095419e72018fced179b2b7cc1817
theorem pc_092c536251fd8682 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) ↔ (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → ¬ (a = b) → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) :=
  by paracert_iff_rfl
