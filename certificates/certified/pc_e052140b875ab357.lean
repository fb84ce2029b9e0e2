import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: e052140b875ab3577c73290831c29c262c2c4eab0d8b0d189cd6214e545b12b2
theorem pc_e052140b875ab357 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (b a : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) :=
  by paracert_structural
