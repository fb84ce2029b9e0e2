import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: e18918a649f9dd3c3799302fe792998415287335fb16824ec0d687170aab4f4d
theorem pc_e18918a649f9dd3c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), n = pcLit0 → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) ↔ (∀ (n : Nat), ¬ ¬ (n = pcLit0) → (pcLit1 / pcLit2) ^ (n + 1) * 2 ^ (2 * n) = pcLit1 / pcLit2) :=
  by paracert_rules
theorem pc_e18918a649f9dd3c : (∀ (n : Nat), n = 11 → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) ↔ (∀ (n : Nat), ¬ ¬ (n = 11) → (1 / 4) ^ (n + 1) * 2 ^ (2 * n) = 1 / 4) :=
  by with_reducible exact pc_e18918a649f9dd3c_schema (11) (1) (4)
