import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 20921dffc7a8451bc6f1b0a7841852695bb04addd8ca77cd0f49d647c632daf1
theorem pc_20921dffc7a8451b {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x : R), abs (x - 1) + abs x + abs (x + 1) = x + 2 → 0 ≤ x ∧ x ≤ 1) ↔ (∀ (x : R), x + 2 = abs (x - 1) + abs x + abs (x + 1) → 0 ≤ x ∧ x ≤ 1) :=
  by paracert_rules
