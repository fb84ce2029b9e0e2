import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: c0964267c2c4538d636a6cc1dfa7c35d984f4140487ee2e20ae452885cb74bc6
theorem pc_c0964267c2c4538d_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (x : Int), x = pcLit0 → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) ↔ (∀ (x : Int), ¬ ¬ (x = pcLit0) → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) :=
  by paracert_rules
theorem pc_c0964267c2c4538d : (∀ (x : Int), x = 4 → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) ↔ (∀ (x : Int), ¬ ¬ (x = 4) → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) :=
  by with_reducible exact pc_c0964267c2c4538d_schema (4) (3) (11)
