import Mathlib

-- paracert certificate, mathlib profile: generated from the signature certificate of the same
-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).
theorem pc_golden : (∀ {X : Type*} [TopologicalSpace X], ∀ {s : Set X}, IsOpen (HasCompl.compl s) ↔ IsClosed s) ↔ (∀ {X : Type*} [TopologicalSpace X], ¬ ¬ (∀ {s : Set X}, IsOpen (HasCompl.compl s) ↔ IsClosed s)) :=
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
