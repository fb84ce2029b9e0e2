import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: c0f5524e70f076a423a14218d5e6f0fb328853e76c4990ee221d4c0d7608cb1a
theorem pc_c0f5524e70f076a4 {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) ↔ (∀ (b a c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) :=
  by paracert_structural
