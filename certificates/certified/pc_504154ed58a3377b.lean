import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 504154ed58a3377b04e6f5025094067f9a4b36da3f6975e3aadcc9b26ec99c4e
theorem pc_504154ed58a3377b {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (a b : α), a * -b = -(a * b)) :=
  by paracert_iff_rfl
