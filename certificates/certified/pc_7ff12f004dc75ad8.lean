import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 7ff12f004dc75ad8efe930a02ca4612fb105918338016363a959552b49109a3b
theorem pc_7ff12f004dc75ad8_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → ¬ ¬ (i * m * o = pcLit0) → i + m + o ≤ pcLit1) :=
  by paracert_rules
theorem pc_7ff12f004dc75ad8 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → ¬ ¬ (i * m * o = 2001) → i + m + o ≤ 671) :=
  by with_reducible exact pc_7ff12f004dc75ad8_schema (2001) (671)
