import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 2b18efc172e7927ccfe167fa0e4709ff091b8255443976eafcce1f82f4652603
theorem pc_2b18efc172e7927c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) ↔ (∀ (a b c : R), a + 3 * b + c = 9 → 3 * a + b + c = -3 → a + b + 3 * c = 19 → a * b * c = -56) :=
  by paracert_structural
