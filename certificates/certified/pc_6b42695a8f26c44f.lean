import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 6b42695a8f26c44f05dd5b11e3ef840b136a8ab70df286ce7040298fdb54729a
theorem pc_6b42695a8f26c44f : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = 20 → a = 3 * b → a - b = 10) ↔ (∀ (a b : Nat), a + b = 20 → 0 < a ∧ 0 < b → a = 3 * b → a - b = 10) :=
  by paracert_structural
