import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 6b42695a8f26c44f05dd5b11e3ef840b136a8ab70df286ce7040298fdb54729a
theorem pc_6b42695a8f26c44f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = pcLit0 → a = pcLit1 * b → a - b = pcLit2) ↔ (∀ (a b : Nat), a + b = pcLit0 → 0 < a ∧ 0 < b → a = pcLit1 * b → a - b = pcLit2) :=
  by paracert_structural
theorem pc_6b42695a8f26c44f : (∀ (a b : Nat), 0 < a ∧ 0 < b → a + b = 20 → a = 3 * b → a - b = 10) ↔ (∀ (a b : Nat), a + b = 20 → 0 < a ∧ 0 < b → a = 3 * b → a - b = 10) :=
  by with_reducible exact pc_6b42695a8f26c44f_schema (20) (3) (10)
