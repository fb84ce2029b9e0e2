import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0c415de30feef0145cc7ab7f427079649c7364b97505de6a912921555809b445
theorem pc_0c415de30feef014 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (a b : α), -(a * b) = -a * b) :=
  by paracert_rules
