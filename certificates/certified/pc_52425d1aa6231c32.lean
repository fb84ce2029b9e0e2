import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 52425d1aa6231c32bfbfb0c33ffee0489d234797aececfddd5acc37312bea6dc
theorem pc_52425d1aa6231c32_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Int) : (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → x / pcLit1 = y → ↑x - ↑y = (pcLit2 : Int)) ↔ (∀ (x y : Nat), x + y = pcLit0 → pcLit1 ∣ x → ¬ (↑x - ↑y = (pcLit2 : Int)) → ¬ (x / pcLit1 = y)) :=
  by paracert_logic
theorem pc_52425d1aa6231c32 : (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → x / 10 = y → ↑x - ↑y = (14238 : Int)) ↔ (∀ (x y : Nat), x + y = 17402 → 10 ∣ x → ¬ (↑x - ↑y = (14238 : Int)) → ¬ (x / 10 = y)) :=
  by with_reducible exact pc_52425d1aa6231c32_schema (17402) (10) (14238)
