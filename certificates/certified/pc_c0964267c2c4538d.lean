import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: c0964267c2c4538d636a6cc1dfa7c35d984f4140487ee2e20ae452885cb74bc6
theorem pc_c0964267c2c4538d : (∀ (x : Int), x = 4 → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) ↔ (∀ (x : Int), ¬ ¬ (x = 4) → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) :=
  by paracert_rules
