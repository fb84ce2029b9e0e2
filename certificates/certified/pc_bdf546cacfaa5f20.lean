import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: bdf546cacfaa5f2046b29f791645ace0c36fb2aef7893964d34734ca28df6a83
theorem pc_bdf546cacfaa5f20_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (n : Nat), ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → Even n → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) :=
  by paracert_structural
theorem pc_bdf546cacfaa5f20 : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (n : Nat), ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → Even n → (n - 2) * n * (n + 2) / 8 = 32736) :=
  by with_reducible exact pc_bdf546cacfaa5f20_schema (12296) (8) (32736)
