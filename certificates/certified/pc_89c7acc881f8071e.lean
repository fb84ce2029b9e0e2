import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 89c7acc881f8071e02caad62fc5ee6911e13a7c384b0c43c0083355edbd5c2b1
theorem pc_89c7acc881f8071e_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (y x : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) :=
  by paracert_structural
theorem pc_89c7acc881f8071e : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (y x : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by with_reducible exact pc_89c7acc881f8071e_schema (5) (3) (30) (6)
