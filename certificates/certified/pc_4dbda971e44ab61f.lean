import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 4dbda971e44ab61f2606566efb7279b60552aa5af5cbdd12e0df786c3e35e8fe
theorem pc_4dbda971e44ab61f : (∀ (n : Int) (p : Nat), Nat.Prime p → (↑p ∣ n ↔ n ^ 2 % p = 0)) ↔ (∀ (n : Int) (p : Nat), 2 ≤ p ∧ (∀ (m : Nat), m < p → m ∣ p → m = 1) → (↑p ∣ n ↔ n ^ 2 % p = 0)) :=
  by paracert_unpack
