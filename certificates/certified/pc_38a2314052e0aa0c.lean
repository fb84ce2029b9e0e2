import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 38a2314052e0aa0cdd00f610a62aae066cbf78eb79eae1852c0c3bb799e67a67
theorem pc_38a2314052e0aa0c {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (a b : R), a ≠ b → 0 < a ∧ 0 < b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) :=
  by paracert_structural
