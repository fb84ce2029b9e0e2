import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 9a74c18da45b874f060b6dff8e1ee6ea5e0763598b63ef31f5a5882a1bb9f727
theorem pc_9a74c18da45b874f {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 0 < x → x ^ 2 - 10 * x - 29 ≠ 0 → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) ↔ (∀ (x : R), x ^ 2 - 10 * x - 29 ≠ 0 → 0 < x → x ^ 2 - 10 * x - 45 ≠ 0 → x ^ 2 - 10 * x - 69 ≠ 0 → 1 / (x ^ 2 - 10 * x - 29) + 1 / (x ^ 2 - 10 * x - 45) - 2 / (x ^ 2 - 10 * x - 69) = 0 → x = 13) :=
  by paracert_structural
