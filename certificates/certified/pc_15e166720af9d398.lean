import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 15e166720af9d3989bac0156946dc26c7fff7bb1730159f9454c6490169f8757
theorem pc_15e166720af9d398_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) ↔ (∀ (n : Nat), pcLit0 ≤ n ∧ (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ pcLit1 = n) → pcLit2 ≤ n) :=
  by paracert_logic
theorem pc_15e166720af9d398 : (∀ (n : Nat), 10 ≤ n → (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) ↔ (∀ (n : Nat), 10 ≤ n ∧ (∃ (x : Nat), x ^ 2 = n) → (∃ (t : Nat), t ^ 3 = n) → 64 ≤ n) :=
  by with_reducible exact pc_15e166720af9d398_schema (10) (3) (64)
