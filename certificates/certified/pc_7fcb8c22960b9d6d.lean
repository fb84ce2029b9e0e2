import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7fcb8c22960b9d6d9cab451395c7d6a69bd7d5711dfaf2072d1a2a80f6319f59
theorem pc_7fcb8c22960b9d6d {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (base_value : α), 0 ≤ base_value ^ 2) :=
  by paracert_iff_rfl
