import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: c0079d90c3a375a16abea50359e2b9a336cb9e0e892e5785429e240c2cb31672
theorem pc_c0079d90c3a375a1 {α : Type} [Paracert.NonUnitalNonAssocRing α] : (∀ (a b : α), -a * b = -(a * b)) ↔ (∀ (zero one : α), -zero * one = -(zero * one)) :=
  by paracert_iff_rfl
