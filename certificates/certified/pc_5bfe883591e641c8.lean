import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5bfe883591e641c867d8da4c8a03033e8eca788b69512396964ecea2df09dd3d
theorem pc_5bfe883591e641c8 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (a b c : G), a * b * c = a * (b * c)) :=
  by paracert_iff_rfl
