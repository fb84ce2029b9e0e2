import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0ec9c82796b5c2b65758254b3a1cd38a9f41291a4e5be8d2b27cc4a571d94348
theorem pc_0ec9c82796b5c2b6 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) ↔ (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 ∧ -2 * x - 3 * y + 9 * z = -4 → x = 14) :=
  by paracert_logic
