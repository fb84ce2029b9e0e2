import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 75fcd68b3c22c0c511bec63d22ed88873035bf3f2d5cbd7d4e79c0abe4cbb834
theorem pc_75fcd68b3c22c0c5_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (n : Nat), (∃ (r : Nat), n = r + r) → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) :=
  by paracert_unpack
theorem pc_75fcd68b3c22c0c5 : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), (∃ (r : Nat), n = r + r) → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) :=
  by with_reducible exact pc_75fcd68b3c22c0c5_schema (12296) (8) (32736)
