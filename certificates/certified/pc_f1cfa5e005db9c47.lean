import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: f1cfa5e005db9c47f6181186e8d9e3b19f8b59127cbfbb6190e0c311f517cd13
theorem pc_f1cfa5e005db9c47_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (n : Nat), pcLit0 ∣ 2 ^ n - 1 → pcLit1 ∣ n) ↔ (∀ (n : Nat), pcLit0 ∣ 2 ^ n - 1 → ∃ (c : Nat), n = pcLit1 * c) :=
  by paracert_unpack
theorem pc_f1cfa5e005db9c47 : (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → 3 ∣ n) ↔ (∀ (n : Nat), 7 ∣ 2 ^ n - 1 → ∃ (c : Nat), n = 3 * c) :=
  by with_reducible exact pc_f1cfa5e005db9c47_schema (7) (3)
