import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 96a04db632eb7c5a3f9574275a8d25173850c9dd9407e68516276581b40439fa
theorem pc_96a04db632eb7c5a : (∀ (a b : Nat), Nat.Prime a → Nat.Prime b → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) ↔ (∀ (a b : Nat), Nat.Prime a → 2 ≤ b ∧ (∀ (m : Nat), m < b → m ∣ b → m = 1) → Nat.Prime (a + b) → Nat.Prime (a - b) → Nat.Prime (a + b + (a - b + (a + b)))) :=
  by paracert_unpack
