import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 30f734c484ed650df77e08c28fd22391f8493cd6afc0a2b1167bc5a99a619f2f
theorem pc_30f734c484ed650d : (∀ (a b : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) ↔ (∀ (b a : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) :=
  by paracert_structural
