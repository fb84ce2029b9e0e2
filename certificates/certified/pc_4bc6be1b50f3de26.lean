import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 4bc6be1b50f3de260a5880ce9014c55d0b800ef0ff74ee1a952220d6e4a94763
theorem pc_4bc6be1b50f3de26_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → ¬ (i + m + o ≤ pcLit1) → ¬ (i * m * o = pcLit0)) :=
  by paracert_logic
theorem pc_4bc6be1b50f3de26 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → ¬ (i + m + o ≤ 671) → ¬ (i * m * o = 2001)) :=
  by with_reducible exact pc_4bc6be1b50f3de26_schema (2001) (671)
