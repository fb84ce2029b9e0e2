import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: 08f4d6254e0327331cf44e0cb09bd41125b96cebb7e4602ce81995f54389429c
theorem pc_08f4d6254e032733 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ¬ (x = 6) → ¬ (↑x - (3 : Int) + (y - (3 : Int)) = 30)) :=
  by paracert_logic
