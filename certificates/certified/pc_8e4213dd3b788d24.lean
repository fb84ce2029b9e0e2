import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 8e4213dd3b788d24ad1c90bfbdede4bc5c9c1bb8565ba540bedf27f6f2ea985e
theorem pc_8e4213dd3b788d24_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = pcLit0 → (n - 2) * n * (n + 2) / pcLit1 = pcLit2) ↔ (∀ (count : Nat), Even count → ((count : Int) - 2) ^ 2 + (count : Int) ^ 2 + ((count : Int) + 2) ^ 2 = pcLit0 → (count - 2) * count * (count + 2) / pcLit1 = pcLit2) :=
  by paracert_iff_rfl
theorem pc_8e4213dd3b788d24 : (∀ (n : Nat), Even n → ((n : Int) - 2) ^ 2 + (n : Int) ^ 2 + ((n : Int) + 2) ^ 2 = 12296 → (n - 2) * n * (n + 2) / 8 = 32736) ↔ (∀ (count : Nat), Even count → ((count : Int) - 2) ^ 2 + (count : Int) ^ 2 + ((count : Int) + 2) ^ 2 = 12296 → (count - 2) * count * (count + 2) / 8 = 32736) :=
  by with_reducible exact pc_8e4213dd3b788d24_schema (12296) (8) (32736)
