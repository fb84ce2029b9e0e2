import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: cac5f27eb57cc02d4933381b1f24e43140972c418bd1bff48555885d884d4eb8
theorem pc_cac5f27eb57cc02d_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → pcLit0 = i * m * o → i + m + o ≤ pcLit1) :=
  by paracert_rules
theorem pc_cac5f27eb57cc02d : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → 2001 = i * m * o → i + m + o ≤ 671) :=
  by with_reducible exact pc_cac5f27eb57cc02d_schema (2001) (671)
