import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: f87c5c16472c9a7cfca07ec4b195c6b803efd22ef5b710eeb7b0075ccb510b66
theorem pc_f87c5c16472c9a7c {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) : (∀ (x p : R), x < 2 → abs (x - 2) = p → x - p = 2 - 2 * p) ↔ (∀ (x p : R), abs (x - 2) = p → x < 2 → x - p = 2 - 2 * p) :=
  by paracert_structural
