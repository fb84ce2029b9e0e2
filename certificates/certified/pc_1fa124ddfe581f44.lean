import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1fa124ddfe581f4474b709fb330983a4d043e825fa905d388749bc6e2f736541
theorem pc_1fa124ddfe581f44 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (a b : G), a + b = b + a) :=
  by paracert_iff_rfl
