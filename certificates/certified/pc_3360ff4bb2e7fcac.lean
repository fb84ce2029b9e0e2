import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 3360ff4bb2e7fcacb72c1ef7a805f2251bddf7ef0477bc4091bf8b3d9ea378f5
theorem pc_3360ff4bb2e7fcac {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a ≠ 0 ∧ b ≠ 0 → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) ↔ (∀ (a b : R), ¬ (a = 0) ∧ b ≠ 0 → (∀ (x : R), x ^ 2 + a * x + b = (x - a) * (x - b)) → a = 1 ∧ b = -2) :=
  by paracert_iff_rfl
