import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6e844018f3ca573298062b6f7fa87962b63c71419970017348caa4d6bb6cf6c0
theorem pc_6e844018f3ca5732_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → pcLit2 ≠ p * q - (p + q)) :=
  by paracert_rules
theorem pc_6e844018f3ca5732 : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → 194 ≠ p * q - (p + q)) :=
  by with_reducible exact pc_6e844018f3ca5732_schema (4) (18) (194)
