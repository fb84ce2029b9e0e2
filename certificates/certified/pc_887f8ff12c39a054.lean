import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 887f8ff12c39a054ca0dc2c0fa29e12ddcd9f52f92ab1141cf563360539d928c
theorem pc_887f8ff12c39a054 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 0 < a ∧ 0 < b ∧ 0 < c → 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) ↔ (∀ (a b c : R), (0 < a ∧ 0 < b ∧ 0 < c) ∧ 9 * b = 20 * c → 7 * a = 4 * b → 63 * a = 80 * c) :=
  by paracert_logic
