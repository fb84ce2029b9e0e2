import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: f34c2d1987cab1eb7239422b7d49a66bb1618d3611c0cdd79cb6a9abc5f3c7bc
theorem pc_f34c2d1987cab1eb : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p ∧ p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_logic
