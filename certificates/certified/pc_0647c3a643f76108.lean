import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 0647c3a643f76108dd59521dc750f3fc31dc7dc762f6a2d073f57089d98632b2
theorem pc_0647c3a643f76108 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → 9 / (x + y + z) ≤ 2 / (x + y) + 2 / (y + z) + 2 / (z + x)) ↔ (∀ (x y z : R), 0 < x ∧ 0 < y ∧ 0 < z → ¬ ¬ (9 / (x + y + z) ≤ 2 / (x + y) + 2 / (y + z) + 2 / (z + x))) :=
  by paracert_rules
