import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:mathd_algebra_547:sqrt_notation
-- branch: paracert_iff_rfl
theorem pc_golden_schema (pcLit0 : Nat) : (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (pcLit0 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) ↔ (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (pcLit0 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) :=
  by with_reducible exact Iff.rfl
theorem pc_golden : (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (3 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) ↔ (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (3 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) :=
  by with_reducible exact pc_golden_schema (3)
