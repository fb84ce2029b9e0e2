import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a35b9a44de63e56c30cac8a426c2705e161ea6412191762ec7cdb05d3dbeb7c2
theorem pc_a35b9a44de63e56c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → pcLit0 ≤ p ∧ p ≤ pcLit1 → pcLit0 ≤ q ∧ q ≤ pcLit1 → p * q - (p + q) ≠ pcLit2) ↔ (∀ (prime_number count : Nat), Nat.Prime prime_number ∧ Nat.Prime count → pcLit0 ≤ prime_number ∧ prime_number ≤ pcLit1 → pcLit0 ≤ count ∧ count ≤ pcLit1 → prime_number * count - (prime_number + count) ≠ pcLit2) :=
  by paracert_iff_rfl
theorem pc_a35b9a44de63e56c : (∀ (p q : Nat), Nat.Prime p ∧ Nat.Prime q → 4 ≤ p ∧ p ≤ 18 → 4 ≤ q ∧ q ≤ 18 → p * q - (p + q) ≠ 194) ↔ (∀ (prime_number count : Nat), Nat.Prime prime_number ∧ Nat.Prime count → 4 ≤ prime_number ∧ prime_number ≤ 18 → 4 ≤ count ∧ count ≤ 18 → prime_number * count - (prime_number + count) ≠ 194) :=
  by with_reducible exact pc_a35b9a44de63e56c_schema (4) (18) (194)
