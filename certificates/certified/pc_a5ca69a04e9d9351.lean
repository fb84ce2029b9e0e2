import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: a5ca69a04e9d9351f495cb6a4dba5e8e271642f4d972521c426a419eaf6248d0
theorem pc_a5ca69a04e9d9351_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → p ≥ pcLit0 ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) :=
  by paracert_iff_rfl
theorem pc_a5ca69a04e9d9351 : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → p ≥ 4 ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) :=
  by with_reducible exact pc_a5ca69a04e9d9351_schema (4) (18) (194)
