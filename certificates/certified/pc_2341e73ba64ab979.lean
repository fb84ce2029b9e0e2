import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 2341e73ba64ab979010d07606a5ce6b7d08af0c782cf545e72c92847131fc6c8
theorem pc_2341e73ba64ab979 : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ (n : Nat), n ≠ 0 → ¬ ¬ (0 < n)) :=
  by paracert_rules
