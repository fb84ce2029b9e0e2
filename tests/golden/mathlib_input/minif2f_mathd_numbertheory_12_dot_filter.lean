import Mathlib

-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature
-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).
-- pair: minif2f:mathd_numbertheory_12:dot_filter
-- branch: paracert_iff_rfl
theorem pc_golden_schema (pcLit0 : ℕ) (pcLit1 : ℕ) (pcLit2 : ℕ) (pcLit3 : ℕ) : (Finset.card (Finset.filter (fun (x : ℕ) => (pcLit0 : ℕ) ∣ x) (Finset.Icc (pcLit1 : ℕ) (pcLit2 : ℕ))) = (pcLit3 : ℕ)) ↔ (Finset.card (Finset.filter (fun (x : ℕ) => (pcLit0 : ℕ) ∣ x) (Finset.Icc (pcLit1 : ℕ) (pcLit2 : ℕ))) = (pcLit3 : ℕ)) :=
  by with_reducible exact Iff.rfl
theorem pc_golden : (Finset.card (Finset.filter (fun (x : ℕ) => (20 : ℕ) ∣ x) (Finset.Icc (15 : ℕ) (85 : ℕ))) = (4 : ℕ)) ↔ (Finset.card (Finset.filter (fun (x : ℕ) => (20 : ℕ) ∣ x) (Finset.Icc (15 : ℕ) (85 : ℕ))) = (4 : ℕ)) :=
  by with_reducible exact pc_golden_schema (20) (15) (85) (4)
-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):
set_option autoImplicit false in
theorem pc_golden_user : (open BigOperators Real Nat Topology Rat in Finset.card (Finset.filter (λ x => 20∣x) (Finset.Icc 15 85)) = 4) ↔ (open BigOperators Real Nat Topology Rat in ((Finset.Icc 15 85).filter (fun x => 20 ∣ x)).card = 4) :=
  pc_golden
