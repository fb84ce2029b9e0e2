import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 11799195409213fb1fbe20ac576bed3156bf83dbce05d21e0e57a25fffe7f943
theorem pc_11799195409213fb {α : Type} [Paracert.StrictOrderedSemiring α] : (∀ {a b : α}, 0 < a → 0 < b → 0 < a * b) ↔ (∀ {a b : α}, 0 < a ∧ 0 < b → 0 < a * b) :=
  by paracert_logic
