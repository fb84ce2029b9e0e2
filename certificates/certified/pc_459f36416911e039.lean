import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 459f36416911e03984a7b295acb78780ca70b23e544ffe39c39f4b966a27ea05
theorem pc_459f36416911e039 {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (integer_value offset shift : G), integer_value * offset * shift = integer_value * (offset * shift)) :=
  by paracert_iff_rfl
