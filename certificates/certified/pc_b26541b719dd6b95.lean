import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: b26541b719dd6b958d25dff71cdc3f22756bd196a8c38083faa3577991b72193
theorem pc_b26541b719dd6b95 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) ↔ (∀ (a b : R), ¬ (a = 0 ∨ b = 0) → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) :=
  by paracert_logic
