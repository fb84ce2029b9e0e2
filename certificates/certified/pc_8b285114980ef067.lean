import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 8b285114980ef06774c7fa395df872c0a6dd4adb5a5b9a615c506dc7401f8032
theorem pc_8b285114980ef067 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → 1 = abs (a - 1 / a) → abs (b - 1 / b) = 1 → a + b = sqrt 5) :=
  by paracert_rules
