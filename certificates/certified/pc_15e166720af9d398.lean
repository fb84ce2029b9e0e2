import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: 15e166720af9d3989bac0156946dc26c7fff7bb1730159f9454c6490169f8757
theorem pc_15e166720af9d398 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (n : Nat), 10 ≤ n ∧ (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) :=
  by paracert_logic
