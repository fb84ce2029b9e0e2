import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: fc53a3bcdae578048276917b2b202b50329bb046fee8c804a0d2f267a46880bc
theorem pc_fc53a3bcdae57804 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ (p m n : Nat), Nat.Prime p → p ∣ m * n → p ∣ m ∨ ∃ (c : Nat), n = p * c) :=
  by paracert_unpack
