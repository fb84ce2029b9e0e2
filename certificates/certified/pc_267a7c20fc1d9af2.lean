import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 267a7c20fc1d9af2c00644f572798c810b5af5a773f610bcb001abed1ac4f9e0
theorem pc_267a7c20fc1d9af2_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ n - (-pcLit2 : Int) ^ n) ↔ (∀ (n : Nat), ∃ (c : Int), pcLit1 ^ n - (-pcLit2 : Int) ^ n = pcLit0 * c) :=
  by paracert_unpack
theorem pc_267a7c20fc1d9af2 : (∀ (n : Nat), 11 ∣ 10 ^ n - (-1 : Int) ^ n) ↔ (∀ (n : Nat), ∃ (c : Int), 10 ^ n - (-1 : Int) ^ n = 11 * c) :=
  by with_reducible exact pc_267a7c20fc1d9af2_schema (11) (10) (1)
