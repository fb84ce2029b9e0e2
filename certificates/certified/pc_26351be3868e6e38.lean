import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 26351be3868e6e385752aa92eb1d173fb5ca47055f553c9b26aca44e778aeac4
theorem pc_26351be3868e6e38 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (integer_value offset : α), -integer_value * offset = -(integer_value * offset)) :=
  by paracert_iff_rfl
