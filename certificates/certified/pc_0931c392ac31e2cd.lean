import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 0931c392ac31e2cd0a616209e33734a4f00b3e4cb0b0bd0e5984a5843c55cee5
theorem pc_0931c392ac31e2cd {R : Type} [Paracert.LinearOrderedField R] : (∀ (s t : R), s = 9 - 2 * t → t = 3 * s + 1 → s = 1 ∧ t = 4) ↔ (∀ (s t : R), s = 9 - 2 * t ∧ t = 3 * s + 1 → s = 1 ∧ t = 4) :=
  by paracert_logic
