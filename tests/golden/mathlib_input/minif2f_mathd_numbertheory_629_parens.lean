import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:mathd_numbertheory_629:parens
-- branch: paracert_iff_rfl
theorem pc_golden_schema (pcLit0 : ℕ) (pcLit1 : ℕ) (pcLit2 : ℕ) (pcLit3 : ℕ) (pcLit4 : ℕ) : (IsLeast (fun (t : ℕ) => (pcLit0 : ℕ) < t ∧ Nat.lcm (pcLit1 : ℕ) t ^ (pcLit2 : ℕ) = ((pcLit1 : ℕ) * t) ^ (pcLit3 : ℕ)) (pcLit4 : ℕ)) ↔ (IsLeast (fun (t : ℕ) => (pcLit0 : ℕ) < t ∧ Nat.lcm (pcLit1 : ℕ) t ^ (pcLit2 : ℕ) = ((pcLit1 : ℕ) * t) ^ (pcLit3 : ℕ)) (pcLit4 : ℕ)) :=
  by with_reducible exact Iff.rfl
theorem pc_golden : (IsLeast (fun (t : ℕ) => (0 : ℕ) < t ∧ Nat.lcm (12 : ℕ) t ^ (3 : ℕ) = ((12 : ℕ) * t) ^ (2 : ℕ)) (18 : ℕ)) ↔ (IsLeast (fun (t : ℕ) => (0 : ℕ) < t ∧ Nat.lcm (12 : ℕ) t ^ (3 : ℕ) = ((12 : ℕ) * t) ^ (2 : ℕ)) (18 : ℕ)) :=
  by with_reducible exact pc_golden_schema (0) (12) (3) (2) (18)
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in IsLeast { t : ℕ | 0 < t ∧ Nat.lcm 12 t ^ 3 = (12 * t) ^ 2 } 18) ↔ (open BigOperators Real Nat Topology Rat in IsLeast {t : ℕ | 0 < t ∧ (Nat.lcm 12 t) ^ 3 = (12 * t) ^ 2} 18) :=
  pc_golden
