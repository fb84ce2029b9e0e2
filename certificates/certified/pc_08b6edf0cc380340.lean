import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 08b6edf0cc380340852fa935258a13965d5f729a609a944bf0e7d01aeebfbe38
theorem pc_08b6edf0cc380340 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), (x + 3) * (2 * x - 6) = 2 * x ^ 2 - 18) ↔ (∀ (x : R), 2 * x ^ 2 - 18 = (x + 3) * (2 * x - 6)) :=
  by paracert_rules
