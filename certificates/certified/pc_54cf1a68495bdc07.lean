import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: 54cf1a68495bdc0724862e64300b5deecfc8e34cd47cd879b8b3b830fc7d907a
theorem pc_54cf1a68495bdc07 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), (0 < x ∧ 0 < y) ∧ 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by paracert_logic
