import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7739966eb227f6958068ff5b56767b35a0d8611d881b6ecd60a351edf193d78d
theorem pc_7739966eb227f695 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (ll Il : α), -ll * Il = -(ll * Il)) :=
  by paracert_iff_rfl
