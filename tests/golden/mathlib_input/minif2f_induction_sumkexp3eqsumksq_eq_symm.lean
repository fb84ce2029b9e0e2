import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:induction_sumkexp3eqsumksq:eq_symm
-- branch: paracert_rules
theorem pc_golden_schema (pcLit0 : ℕ) (pcLit1 : ℕ) : (∀ (n : ℕ), (Finset.sum (Finset.range n) fun (k : ℕ) => k ^ (pcLit0 : ℕ)) = (Finset.sum (Finset.range n) fun (k : ℕ) => k) ^ (pcLit1 : ℕ)) ↔ (∀ (n : ℕ), (Finset.sum (Finset.range n) fun (k : ℕ) => k) ^ (pcLit1 : ℕ) = Finset.sum (Finset.range n) fun (k : ℕ) => k ^ (pcLit0 : ℕ)) :=
  by (
  set_option simprocs false in
  simp only [ge_iff_le, gt_iff_lt, ne_eq,
    Nat.not_lt, Nat.not_le, Int.not_lt,
    Int.not_le, and_imp, not_not,
    not_imp_not, not_forall, not_exists,
    not_and_or, not_or, eq_comm,
    and_comm, or_comm, and_assoc,
    iff_comm]
  done)
theorem pc_golden : (∀ (n : ℕ), (Finset.sum (Finset.range n) fun (k : ℕ) => k ^ (3 : ℕ)) = (Finset.sum (Finset.range n) fun (k : ℕ) => k) ^ (2 : ℕ)) ↔ (∀ (n : ℕ), (Finset.sum (Finset.range n) fun (k : ℕ) => k) ^ (2 : ℕ) = Finset.sum (Finset.range n) fun (k : ℕ) => k ^ (3 : ℕ)) :=
  by with_reducible exact pc_golden_schema (3) (2)
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in ∀ (n : ℕ), ∑ k ∈ Finset.range n, k^3 = (∑ k ∈ Finset.range n, k)^2) ↔ (open BigOperators Real Nat Topology Rat in ∀ (n : ℕ), (∑ k ∈ Finset.range n, k) ^ 2 = ∑ k ∈ Finset.range n, k ^ 3) :=
  pc_golden
