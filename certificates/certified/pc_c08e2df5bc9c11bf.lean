import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: c08e2df5bc9c11bf7bbe2664ae8b0981c021a3a0a3d52bead03a83a666f6c184
theorem pc_c08e2df5bc9c11bf : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), Even n → ¬ ((n - 2) * n * (n + 2) / 8 = 32736) → ¬ (((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296)) :=
  by paracert_logic
