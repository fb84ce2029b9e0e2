import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: ee8ad3638b98aa105244b059da47b434a93c281ec46f1acacda990fd2cafc1ea
theorem pc_ee8ad3638b98aa10 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → ¬ (a + b = sqrt 5) → ¬ (abs (b - 1 / b) = 1)) :=
  by paracert_logic
