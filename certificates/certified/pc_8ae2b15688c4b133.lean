import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8ae2b15688c4b1332e427ef209bcae6a9e5e4029d0fb8262bdf182d28ece8034
theorem pc_8ae2b15688c4b133 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (a b : G), a * b = b * a) :=
  by paracert_iff_rfl
