import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 95d132d0d1704ca3582455d78ddd9134bb89fbb88d709517fbe60634158e66a1
theorem pc_95d132d0d1704ca3 {R : Type} [Paracert.LinearOrderedField R] : (∀ (x y z : R), 3 * x + 4 * y - 12 * z = 10 → -2 * x - 3 * y + 9 * z = -4 → x = 14) ↔ (∀ (x y z : R), -2 * x - 3 * y + 9 * z = -4 → 3 * x + 4 * y - 12 * z = 10 → x = 14) :=
  by paracert_structural
