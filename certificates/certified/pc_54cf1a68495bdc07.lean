import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 54cf1a68495bdc0724862e64300b5deecfc8e34cd47cd879b8b3b830fc7d907a
theorem pc_54cf1a68495bdc07_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (x y : Nat), (0 < x ∧ 0 < y) ∧ pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) :=
  by paracert_logic
theorem pc_54cf1a68495bdc07 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), (0 < x ∧ 0 < y) ∧ 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by with_reducible exact pc_54cf1a68495bdc07_schema (5) (3) (30) (6)
