import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 03df7c29ef18a520794ef3bdfc89afbff0bfebb514302657209f8b035297ba67
theorem pc_03df7c29ef18a520 {α : Type} [Paracert.LinearOrderedSemiring α] : (∀ (a : α), 0 ≤ a ^ 2) ↔ (∀ (lmgxih2 : α), 0 ≤ lmgxih2 ^ 2) :=
  by paracert_iff_rfl
