import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: da595af5c8313a950b7852eafa1cc74fb8167579a5ce69cbe3534069cf8a89e0
theorem pc_da595af5c8313a95 : (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) ↔ (∀ p m n : Nat, Nat.Prime p → p ∣ m * n → p ∣ m ∨ p ∣ n) :=
  by paracert_iff_rfl
