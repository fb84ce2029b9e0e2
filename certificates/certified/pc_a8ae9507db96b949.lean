import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a8ae9507db96b9498c6decf670d131e766c6d57b2ed13d4f30cb3b0b9917db7e
theorem pc_a8ae9507db96b949 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (a b : α), -(a * b) = a * -b) :=
  by paracert_rules
