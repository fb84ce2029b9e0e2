import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: e33a98b95e201ecffb75c5180601f70cbd1a95eab5b9a57683ce174779323a03
theorem pc_e33a98b95e201ecf {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (b a : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) :=
  by paracert_structural
