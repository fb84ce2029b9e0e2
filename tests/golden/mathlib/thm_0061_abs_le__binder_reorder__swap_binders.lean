import Mathlib

-- paracert certificate, mathlib profile: generated from the signature certificate of the same
-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).
theorem pc_golden : (∀ {α : Type*} [LinearOrderedAddCommGroup α], ∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {α : Type*} [LinearOrderedAddCommGroup α], ∀ {b a : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) :=
  by (
  constructor <;> intro h <;> intros <;>
    first | with_reducible exact h | (with_reducible apply h <;> with_reducible assumption))
