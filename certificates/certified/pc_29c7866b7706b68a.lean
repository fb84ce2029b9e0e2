import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 29c7866b7706b68a4b1ddb29a4c89bbb35d607f2cfe44da3cb3bc2dc87e86355
theorem pc_29c7866b7706b68a {R : Type} [Paracert.LinearOrderedField R] : (∀ (n x : R), n + x = 97 → n + 5 * x = 265 → n + 2 * x = 139) ↔ (∀ (n x : R), n + x = 97 ∧ n + 5 * x = 265 → n + 2 * x = 139) :=
  by paracert_logic
