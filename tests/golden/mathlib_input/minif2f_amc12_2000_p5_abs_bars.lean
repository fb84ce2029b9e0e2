import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:amc12_2000_p5:abs_bars
-- branch: paracert_iff_rfl
theorem pc_golden : (∀ (x p : ℝ), x < (2 : ℝ) → abs (x - (2 : ℝ)) = p → x - p = (2 : ℝ) - (2 : ℝ) * p) ↔ (∀ (x p : ℝ), x < (2 : ℝ) → abs (x - (2 : ℝ)) = p → x - p = (2 : ℝ) - (2 : ℝ) * p) :=
  by with_reducible exact Iff.rfl
