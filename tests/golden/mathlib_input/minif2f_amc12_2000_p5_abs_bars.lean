import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:amc12_2000_p5:abs_bars
-- branch: paracert_iff_rfl
theorem pc_golden : (∀ (x p : ℝ), x < (2 : ℝ) → abs (x - (2 : ℝ)) = p → x - p = (2 : ℝ) - (2 : ℝ) * p) ↔ (∀ (x p : ℝ), x < (2 : ℝ) → abs (x - (2 : ℝ)) = p → x - p = (2 : ℝ) - (2 : ℝ) * p) :=
  by with_reducible exact Iff.rfl
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in ∀ (x p : ℝ) (h₀ : x < 2) (h₁ : abs (x - 2) = p), x - p = 2 - 2 * p) ↔ (open BigOperators Real Nat Topology Rat in ∀ (x p : ℝ) (h₀ : x < 2) (h₁ : |x - 2| = p), x - p = 2 - 2 * p) :=
  pc_golden
