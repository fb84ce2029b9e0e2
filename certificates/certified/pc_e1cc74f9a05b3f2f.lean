import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: e1cc74f9a05b3f2f1a2dc7c2f5e3001bf8340b296bd0fa67aedc07d01f68870f
theorem pc_e1cc74f9a05b3f2f_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), Nat.Prime p ∧ 2 ≤ q ∧ (∀ (m : Nat), m < q → m ∣ q → m = 1) → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) :=
  by paracert_unpack
theorem pc_e1cc74f9a05b3f2f : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), Nat.Prime p ∧ 2 ≤ q ∧ (∀ (m : Nat), m < q → m ∣ q → m = 1) → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) :=
  by with_reducible exact pc_e1cc74f9a05b3f2f_schema (4) (18) (194)
