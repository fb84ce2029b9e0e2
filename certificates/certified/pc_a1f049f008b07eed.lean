import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a1f049f008b07eed083aee96dd310d5ca3512fa29f488939d99a96ed15c48d43
theorem pc_a1f049f008b07eed {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (integer_value : G), integer_value - integer_value = 0) :=
  by paracert_iff_rfl
