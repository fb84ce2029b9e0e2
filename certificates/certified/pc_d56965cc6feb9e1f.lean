import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: d56965cc6feb9e1fa28db3ecc545d28386313db4500f40b21109b683e39ef116
theorem pc_d56965cc6feb9e1f_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), n % pcLit0 = pcLit1 → 2 * n % pcLit0 = 1) ↔ (∀ (n : Nat), ¬ ¬ (n % pcLit0 = pcLit1) → 2 * n % pcLit0 = 1) :=
  by paracert_rules
theorem pc_d56965cc6feb9e1f : (∀ (n : Nat), n % 5 = 3 → 2 * n % 5 = 1) ↔ (∀ (n : Nat), ¬ ¬ (n % 5 = 3) → 2 * n % 5 = 1) :=
  by with_reducible exact pc_d56965cc6feb9e1f_schema (5) (3)
