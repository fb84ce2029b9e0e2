import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f6e395be4ee457a40385d4ba010d6a561c04838683d925dc363829edde3ebb4e
theorem pc_f6e395be4ee457a4 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (a b : α), -a * b = -(a * b)) :=
  by paracert_iff_rfl
