import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:mathd_numbertheory_252:prefix_factorial
-- branch: paracert_iff_rfl
theorem pc_golden_schema (pcLit0 : ℕ) (pcLit1 : ℕ) (pcLit2 : ℕ) : (Nat.factorial (pcLit0 : ℕ) % (pcLit1 : ℕ) = (pcLit2 : ℕ)) ↔ (Nat.factorial (pcLit0 : ℕ) % (pcLit1 : ℕ) = (pcLit2 : ℕ)) :=
  by with_reducible exact Iff.rfl
theorem pc_golden : (Nat.factorial (7 : ℕ) % (23 : ℕ) = (3 : ℕ)) ↔ (Nat.factorial (7 : ℕ) % (23 : ℕ) = (3 : ℕ)) :=
  by with_reducible exact pc_golden_schema (7) (23) (3)
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in 7! % 23 = 3) ↔ (open BigOperators Real Nat Topology Rat in Nat.factorial 7 % 23 = 3) :=
  pc_golden
