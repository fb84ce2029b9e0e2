import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 9592759407c7b4895d310607ebf3149ed8b2446245e3f4844607cbbd0cc5c465
theorem pc_9592759407c7b489 {R : Type} [Paracert.LinearOrderedField R] (f : R → R) : (∀ (a b : R), (∀ (x : R), f x = x ^ 2 + a * x + b) → 2 * a ≠ b → f (2 * a) = 0 → f b = 0 → a + b = -1) ↔ (∀ (a b : R), (∀ (x : R), f x = x ^ 2 + a * x + b) → ¬ (2 * a = b) → f (2 * a) = 0 → f b = 0 → a + b = -1) :=
  by paracert_iff_rfl
