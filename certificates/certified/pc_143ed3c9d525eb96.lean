import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 143ed3c9d525eb9634bd38a92c0132e0e037606fa598a43039b297ff7e02d32c
theorem pc_143ed3c9d525eb96_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (m i o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) :=
  by paracert_structural
theorem pc_143ed3c9d525eb96 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (m i o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) :=
  by with_reducible exact pc_143ed3c9d525eb96_schema (2001) (671)
