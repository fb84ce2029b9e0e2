import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 2988d3de8479d094e443451ad7bf7d57060e21e3a4ef14c81c92d574173dfcbd
theorem pc_2988d3de8479d094_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = pcLit0 → i + m + o ≤ pcLit1) ↔ (∀ (i m o : Nat), (i ≠ m ∧ m ≠ o ∧ o ≠ i) ∧ i * m * o = pcLit0 → i + m + o ≤ pcLit1) :=
  by paracert_logic
theorem pc_2988d3de8479d094 : (∀ (i m o : Nat), i ≠ m ∧ m ≠ o ∧ o ≠ i → i * m * o = 2001 → i + m + o ≤ 671) ↔ (∀ (i m o : Nat), (i ≠ m ∧ m ≠ o ∧ o ≠ i) ∧ i * m * o = 2001 → i + m + o ≤ 671) :=
  by with_reducible exact pc_2988d3de8479d094_schema (2001) (671)
