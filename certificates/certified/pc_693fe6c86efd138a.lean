import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: 693fe6c86efd138af2fc1059ca1e553a8441e69711fcd29a99da838de87a5455
theorem pc_693fe6c86efd138a : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → p ∣ m * n → (∃ (k : Nat), p * k = m) ∨ p ∣ n) :=
  by paracert_unpack
