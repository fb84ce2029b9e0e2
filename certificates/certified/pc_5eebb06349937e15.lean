import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 5eebb06349937e157c8a487265ac8fd5713688af0fdf2efe8718cd403835610d
theorem pc_5eebb06349937e15_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (a m c : Nat), a + m + c = pcLit0 → a * m * c + a * m + m * c + a * c ≤ pcLit1) ↔ (∀ (a m c : Nat), ¬ ¬ (a + m + c = pcLit0) → a * m * c + a * m + m * c + a * c ≤ pcLit1) :=
  by paracert_rules
theorem pc_5eebb06349937e15 : (∀ (a m c : Nat), a + m + c = 12 → a * m * c + a * m + m * c + a * c ≤ 112) ↔ (∀ (a m c : Nat), ¬ ¬ (a + m + c = 12) → a * m * c + a * m + m * c + a * c ≤ 112) :=
  by with_reducible exact pc_5eebb06349937e15_schema (12) (112)
