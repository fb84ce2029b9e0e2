import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 9108ccfacdc83e424178b78e35c4c276c140f3bce945d9404aedba9feebba3c2
theorem pc_9108ccfacdc83e42 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (ll Il : G), ll * Il = Il * ll) :=
  by paracert_iff_rfl
