import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: fa393e0b939f8d0bb0dd5f7b0c1acbe9e473e4a0b4d15d4065f08aa9e6b80668
theorem pc_fa393e0b939f8d0b_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (n : Nat), Even n ∧ ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) :=
  by paracert_logic
theorem pc_fa393e0b939f8d0b : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), Even n ∧ ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) :=
  by with_reducible exact pc_fa393e0b939f8d0b_schema (12296) (8) (32736)
