import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 08f4d6254e0327331cf44e0cb09bd41125b96cebb7e4602ce81995f54389429c
theorem pc_08f4d6254e032733_schema (pcLit0 : Nat) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Nat) : (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2 → x = pcLit3) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → pcLit0 * x = y → ¬ (x = pcLit3) → ¬ (↑x - (pcLit1 : Int) + (y - (pcLit1 : Int)) = pcLit2)) :=
  by paracert_logic
theorem pc_08f4d6254e032733 : (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ↑x - (3 : Int) + (y - (3 : Int)) = 30 → x = 6) ↔ (∀ (x y : Nat), 0 < x ∧ 0 < y → 5 * x = y → ¬ (x = 6) → ¬ (↑x - (3 : Int) + (y - (3 : Int)) = 30)) :=
  by with_reducible exact pc_08f4d6254e032733_schema (5) (3) (30) (6)
