import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 49f37a80174c5480bde686603ffd98b5d0c4e6a37329304314a919d2c899dbcc
theorem pc_49f37a80174c5480_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), x + y = pcLit0 ∧ pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_logic
theorem pc_49f37a80174c5480 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), x + y = 17402 ∧ 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_49f37a80174c5480_schema (17402) (10) (14238)
