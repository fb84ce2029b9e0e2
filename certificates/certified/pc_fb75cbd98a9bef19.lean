import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: fb75cbd98a9bef19b12685c6b4d752f85cbca80ffbef5513c147e066f0e72a6a
theorem pc_fb75cbd98a9bef19 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) ↔ (∀ (a b : R), ¬ (a = 0) ∧ b ≠ 0 → a ≠ b → (∀ (x : R), f x = x ^ 2 + a * x + b) → f a = 0 → f b = 0 → a = 1 ∧ b = -2) :=
  by paracert_iff_rfl
