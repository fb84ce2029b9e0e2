import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 23f554ac87a8c8ce44d8712903981286990d854538bb1c299a4eb0c7a92ae0fe
theorem pc_23f554ac87a8c8ce : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → p ∣ m * n → (∃ (c : Nat), m = p * c) ∨ p ∣ n) :=
  by paracert_unpack
