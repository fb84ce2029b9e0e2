import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 51642595dee55a92eb25169dc2fe702e07e201d873ae0f31c45bdf9c739ef9c5
theorem pc_51642595dee55a92 {R : Type} [Paracert.LinearOrderedField R] : (∀ (b h v : R), 0 < b ∧ 0 < h ∧ 0 < v → v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) ↔ (∀ (b h v : R), (0 < b ∧ 0 < h ∧ 0 < v) ∧ v = 1 / 3 * (b * h) → b = 30 → h = 13 / 2 → v = 65) :=
  by paracert_logic
