import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: be593a322796d9c06ae2aa81a8517cf99443f83ffd7248e0e01400e7ad034807
theorem pc_be593a322796d9c0 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (ll Il : α), ll * -Il = -(ll * Il)) :=
  by paracert_iff_rfl
