import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 75b927475889c3a32d81361ccd461c8deaa51f1538f5ec243782d4a1c4244b5a
theorem pc_75b927475889c3a3 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (y : R), 0 ≤ 19 + 3 * y → sqrt (19 + 3 * y) = 7 → y = 10) ↔ (∀ (y : R), sqrt (19 + 3 * y) = 7 → 0 ≤ 19 + 3 * y → y = 10) :=
  by paracert_structural
