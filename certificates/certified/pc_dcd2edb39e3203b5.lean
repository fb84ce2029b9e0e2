import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: dcd2edb39e3203b582c2ec096c054b6a09d0f548c88bbc7292fdf132e889a892
theorem pc_dcd2edb39e3203b5 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) ↔ (∀ (a b : R), a ≠ 0 ∧ ¬ (b = 0) → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) :=
  by paracert_iff_rfl
