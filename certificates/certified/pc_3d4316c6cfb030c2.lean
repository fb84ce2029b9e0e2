import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 3d4316c6cfb030c207e64e0bebf1e56f634bffacd2d6d2eb9d6b97284ac6e2b2
theorem pc_3d4316c6cfb030c2 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (integer_value : G), -integer_value + integer_value = 0) :=
  by paracert_iff_rfl
