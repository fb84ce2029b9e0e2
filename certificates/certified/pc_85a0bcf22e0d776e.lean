import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 85a0bcf22e0d776e4137cb50d6d5040bd41debceef8c5b780883b1602a0930ba
theorem pc_85a0bcf22e0d776e : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → ¬ ¬ (5 * x = y) → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) :=
  by paracert_rules
