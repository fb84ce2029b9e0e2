import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 8dfd0a1dfa335f37f070bb224c14d0f7d34aac58954fb140cf43add122d1f47a
theorem pc_8dfd0a1dfa335f37 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y : R), x + y = 25 → x - y = 11 → x = 18) ↔ (∀ (x y : R), x + y = 25 ∧ x - y = 11 → x = 18) :=
  by paracert_logic
