import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d6c9ffb8da7225c7e8c4dd0322af731ad891d7177235da7948eb3029502a2331
theorem pc_d6c9ffb8da7225c7 : (∀ n : Nat, n % n = 0) ↔ (∀ (n : Nat), ¬ ¬ (n % n = 0)) :=
  by paracert_rules
