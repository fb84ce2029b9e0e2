import Mathlib

-- paracert certificate, mathlib profile: generated from the signature certificate of the same
-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).
theorem pc_golden : (∀ (x : ℝ), 0 ≤ Real.sqrt x) ↔ (∀ (x : ℝ), Real.sqrt x ≥ 0) :=
  by with_reducible exact Iff.rfl
