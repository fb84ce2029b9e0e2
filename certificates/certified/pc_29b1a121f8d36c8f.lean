import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 29b1a121f8d36c8ff725c53283a7e624c1078914dab12eb652154205e53f9981
theorem pc_29b1a121f8d36c8f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), (2 ≤ p ∧ ∀ (m : Nat), m < p → m ∣ p → m = 1) ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) :=
  by paracert_unpack
theorem pc_29b1a121f8d36c8f : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), (2 ≤ p ∧ ∀ (m : Nat), m < p → m ∣ p → m = 1) ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) :=
  by with_reducible exact pc_29b1a121f8d36c8f_schema (4) (18) (194)
