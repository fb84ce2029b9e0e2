import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 8c78aaefd28ef8396dd7d794d9f21b5aa26163e204199e9875172bfa23590f1f
theorem pc_8c78aaefd28ef839_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (x y : Nat), pcLit0 * x = y → 0 < x ∧ 0 < y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) :=
  by paracert_structural
theorem pc_8c78aaefd28ef839 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), 5 * x = y → 0 < x ∧ 0 < y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by with_reducible exact pc_8c78aaefd28ef839_schema (5) (3) (30) (6)
