import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: d4940326add0969fc9fabad4d439d3fcb7002705dc2a8f9f345c71796e8ecafd
theorem pc_d4940326add0969f {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) ↔ (∀ (a b c : R), 3 * a + b + c = -3 ∧ a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) :=
  by paracert_logic
