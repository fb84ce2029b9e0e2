import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8bcbf0c0811feb57899ebf484f64b9f234b4070f8b61f109ac97de7759c26799
theorem pc_8bcbf0c0811feb57 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), a * -b = -(a * b)) ↔ (∀ (qbkmtm1 cuptoo0 : α), qbkmtm1 * -cuptoo0 = -(qbkmtm1 * cuptoo0)) :=
  by paracert_iff_rfl
