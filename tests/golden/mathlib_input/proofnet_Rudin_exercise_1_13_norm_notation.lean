import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: proofnet:Rudin_exercise_1_13:norm_notation
-- branch: paracert_iff_rfl
theorem pc_golden : (∀ (x y : ℂ), abs (norm x - norm y) ≤ norm (x - y)) ↔ (∀ (x y : ℂ), abs (norm x - norm y) ≤ norm (x - y)) :=
  by with_reducible exact Iff.rfl
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open Topology Filter Real Complex TopologicalSpace Finset in open scoped BigOperators in ∀ (x y : ℂ), |(norm x) - (norm y)| ≤ norm (x - y)) ↔ (open Topology Filter Real Complex TopologicalSpace Finset in open scoped BigOperators in ∀ (x y : ℂ), |‖x‖ - ‖y‖| ≤ ‖x - y‖) :=
  pc_golden
