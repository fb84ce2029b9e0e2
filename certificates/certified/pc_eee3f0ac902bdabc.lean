import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: eee3f0ac902bdabc0c4d1f8280749c57f5fd68b8f47579ff44f4c7db543abe09
theorem pc_eee3f0ac902bdabc {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (a : α), 0 ≤ a ^ 2) :=
  by paracert_iff_rfl
