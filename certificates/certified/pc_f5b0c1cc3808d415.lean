import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: f5b0c1cc3808d415bb6528fbf13a4783c85a20b3c791ec05b8309a0e6f6df969
theorem pc_f5b0c1cc3808d415_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ n - (-pcLit2 : Int) ^ n) ↔ (∀ (n : Nat), ¬ ¬ (pcLit0 ∣ pcLit1 ^ n - (-pcLit2 : Int) ^ n)) :=
  by paracert_rules
theorem pc_f5b0c1cc3808d415 : (∀ (n : Nat), 11 ∣ 10 ^ n - (-1 : Int) ^ n) ↔ (∀ (n : Nat), ¬ ¬ (11 ∣ 10 ^ n - (-1 : Int) ^ n)) :=
  by with_reducible exact pc_f5b0c1cc3808d415_schema (11) (10) (1)
