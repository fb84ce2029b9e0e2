import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7df65d736afc29f256d819c85f125378c0a1c8a3f02635f473afda8ac1152187
theorem pc_7df65d736afc29f2 {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (integer_value offset shift : G), integer_value + offset + shift = integer_value + (offset + shift)) :=
  by paracert_iff_rfl
