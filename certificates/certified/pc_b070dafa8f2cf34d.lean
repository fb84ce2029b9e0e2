import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: b070dafa8f2cf34d1217fb6b1f3338abb930cba8f5fc6af691b88c6a43ded933
theorem pc_b070dafa8f2cf34d {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → 3 * x + 5 * z = 41 → x + y + z = 12) ↔ (∀ (x y z : R), 3 * x + y = 17 → 5 * y + z = 14 → ¬ (x + y + z = 12) → ¬ (3 * x + 5 * z = 41)) :=
  by paracert_logic
