import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:mathd_algebra_547:sqrt_notation
-- branch: paracert_iff_rfl
theorem pc_golden_schema (pcLit0 : Nat) : (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (pcLit0 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) ↔ (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (pcLit0 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) :=
  by with_reducible exact Iff.rfl
theorem pc_golden : (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (3 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) ↔ (∀ (x y : ℝ), x = (5 : ℝ) → y = (2 : ℝ) → Real.sqrt (x ^ (3 : ℕ) - (2 : ℝ) ^ y) = (11 : ℝ)) :=
  by with_reducible exact pc_golden_schema (3)
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in ∀ (x y : ℝ) (h₀ : x = 5) (h₁ : y = 2), Real.sqrt (x ^ 3 - 2 ^ y) = 11) ↔ (open BigOperators Real Nat Topology Rat in ∀ (x y : ℝ) (h₀ : x = 5) (h₁ : y = 2), √(x ^ 3 - 2 ^ y) = 11) :=
  pc_golden
