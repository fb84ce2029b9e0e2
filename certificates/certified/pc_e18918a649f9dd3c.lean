import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: e18918a649f9dd3c3799302fe792998415287335fb16824ec0d687170aab4f4d
theorem pc_e18918a649f9dd3c : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (n : Nat), ¬ ¬ (n = 11) → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) :=
  by paracert_rules
