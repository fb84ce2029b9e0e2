import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: aaa77e2912400ed71ab2a70794cd5cf5a486a97a31c33cc05d61f3a64e4b25e2
theorem pc_aaa77e2912400ed7 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), 0 ≤ 19 + 3 * y → 7 = sqrt (19 + 3 * y) → y = 10) :=
  by paracert_rules
