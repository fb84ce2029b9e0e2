import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 120db171db8ec943aad1d97fceae9f1cc554d926e1ea2f06ebdd8f5adaca7101
theorem pc_120db171db8ec943 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (zero : R), 0 ≤ sqrt zero) :=
  by paracert_iff_rfl
