import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5fd0516a21c6669cf9824df89eaed9159331c3e018f87d1fe9488677b67eb82c
theorem pc_5fd0516a21c6669c {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (integer_value offset : α), integer_value * -offset = -(integer_value * offset)) :=
  by paracert_iff_rfl
