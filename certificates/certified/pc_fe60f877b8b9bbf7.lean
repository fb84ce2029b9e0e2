import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: fe60f877b8b9bbf77d351c29070733c07bce7ee9891ef1b17576faee3530a465
theorem pc_fe60f877b8b9bbf7 {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (zero : α), 0 ≤ zero ^ 2) :=
  by paracert_iff_rfl
