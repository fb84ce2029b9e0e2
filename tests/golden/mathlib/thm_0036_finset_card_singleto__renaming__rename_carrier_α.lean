import Mathlib

-- paracert certificate, mathlib profile: generated from the signature certificate of the same
-- name (classes, carriers and symbols translated back); not run on this machine (no Mathlib).
theorem pc_golden : (∀ {α : Type*}, ∀ (a : α), Finset.card ({a} : (Finset α)) = 1) ↔ (∀ {T : Type*}, ∀ (a : T), Finset.card ({a} : (Finset T)) = 1) :=
  by with_reducible exact Iff.rfl
