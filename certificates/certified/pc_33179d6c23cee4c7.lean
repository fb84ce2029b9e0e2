import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: 33179d6c23cee4c736eeec96c320ef80eae3f5de750fd18cb2201f768c70e431
theorem pc_33179d6c23cee4c7 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) ↔ (∀ (a b : R), ¬ (a = 0 ∨ b = 0) → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) :=
  by paracert_logic
