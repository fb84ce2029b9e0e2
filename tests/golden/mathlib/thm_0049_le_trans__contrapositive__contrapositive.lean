import Mathlib

-- paracert certificate, mathlib profile: generated from the signature certificate of the same
-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).
theorem pc_golden : (∀ {α : Type*} [Preorder α], ∀ {a b c : α}, a ≤ b → b ≤ c → a ≤ c) ↔ (∀ {α : Type*} [Preorder α], ∀ {a b c : α}, a ≤ b → ¬ (a ≤ c) → ¬ (b ≤ c)) :=
  by (
  set_option simprocs false in
  simp only [not_imp_not, not_forall, not_exists,
    not_and_or, not_or, and_imp]
  done)
