import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: facf94eb50ea53dd566463a204ef1bdd745b2a23823218d2a6f83db163b4f372
theorem pc_facf94eb50ea53dd {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b : R), a * b = 180 → 2 * (a + b) = 54 → a ^ 2 + b ^ 2 = 369) ↔ (∀ (a b : R), 2 * (a + b) = 54 → a * b = 180 → a ^ 2 + b ^ 2 = 369) :=
  by paracert_structural
