import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 3688da39daa018cf7a5e5d028705b3e8971c16eaeff78c191f90776ea289bf55
theorem pc_3688da39daa018cf_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), ¬ ¬ (x < pcLit0) → x * pcLit1 % pcLit0 = 1 → x = pcLit2) :=
  by paracert_rules
theorem pc_3688da39daa018cf : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), ¬ ¬ (x < 100) → x * 9 % 100 = 1 → x = 89) :=
  by with_reducible exact pc_3688da39daa018cf_schema (100) (9) (89)
