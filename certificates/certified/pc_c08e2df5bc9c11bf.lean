import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: c08e2df5bc9c11bf7bbe2664ae8b0981c021a3a0a3d52bead03a83a666f6c184
theorem pc_c08e2df5bc9c11bf_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (n : Nat), Even n → ¬ ((n - 2) * n * (n + 2) / pcLit1 = pcLit2) → ¬ (((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0)) :=
  by paracert_logic
theorem pc_c08e2df5bc9c11bf : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), Even n → ¬ ((n - 2) * n * (n + 2) / 8 = 32736) → ¬ (((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296)) :=
  by with_reducible exact pc_c08e2df5bc9c11bf_schema (12296) (8) (32736)
