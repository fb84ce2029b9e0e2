import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: b98e312d2192755e83ccc31287fb1ea99085eea5d78d3a3ec90781a71e2716dc
theorem pc_b98e312d2192755e {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), 0 ≤ 19 + 3 * y ∧ sqrt (19 + 3 * y) = 7 → y = 10) :=
  by paracert_logic
