import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 961063603ff7b008be8d7909d0cf7c39ff54b8b088d3882cb3533ee338066f7f
theorem pc_961063603ff7b008 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (a : G), 0 = -a + a) :=
  by paracert_rules
