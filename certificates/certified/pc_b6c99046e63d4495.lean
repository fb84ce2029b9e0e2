import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: b6c99046e63d4495f0dd5bc57a9047ab2bcb9396239df997f4b0b61ed28e1bb7
theorem pc_b6c99046e63d4495_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), ¬ ¬ (x + y = pcLit0) → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) :=
  by paracert_rules
theorem pc_b6c99046e63d4495 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), ¬ ¬ (x + y = 17402) → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) :=
  by with_reducible exact pc_b6c99046e63d4495_schema (17402) (10) (14238)
