import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: double_negation · pair: 3688da39daa018cf7a5e5d028705b3e8971c16eaeff78c191f90776ea289bf55
theorem pc_3688da39daa018cf : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), ¬ ¬ (x < 100) → x * 9 % 100 = 1 → x = 89) :=
  by paracert_rules
