import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 08e289eaf3b6f9a220e614bb5926f0d06f741c8f5c8846afeb6bb275b97d9294
theorem pc_08e289eaf3b6f9a2 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) (abs : R → R) : (∀ (a b : R), 0 < a ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) ↔ (∀ (a b : R), a > 0 ∧ 0 < b → a ≠ b → abs (a - 1 / a) = 1 → abs (b - 1 / b) = 1 → a + b = sqrt 5) :=
  by paracert_iff_rfl
