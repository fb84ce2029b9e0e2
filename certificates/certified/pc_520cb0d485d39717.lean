import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "de_morgan" · pair: 520cb0d485d397178ca28d76b407cc0e69993a50d0fe3b18da4d281874ecfead
theorem pc_520cb0d485d39717_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i ≠ m ∧ ¬ (m = o ∨ o = i) → i * m * o = pcLit0 → i + m + o ≤ pcLit1) :=
  by paracert_logic
theorem pc_520cb0d485d39717 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i ≠ m ∧ ¬ (m = o ∨ o = i) → i * m * o = 2001 → i + m + o ≤ 671) :=
  by with_reducible exact pc_520cb0d485d39717_schema (2001) (671)
