import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 1dc738fbe5fbcfb34d3fa64bc94d1e61984b4b9a423f6a74d68f42397ce788dd
theorem pc_1dc738fbe5fbcfb3_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (n : Nat), 0 < n → pcLit0 ∣ n → (n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) ↔ (∀ (n : Nat), 0 < n → ¬ ((n + pcLit1 + (n + pcLit2) + (n + pcLit3)) % pcLit4 = 0) → ¬ (pcLit0 ∣ n)) :=
  by paracert_logic
theorem pc_1dc738fbe5fbcfb3 : (∀ (n : Nat), 0 < n → 3 ∣ n → (n + 4 + (n + 6) + (n + 8)) % 9 = 0) ↔ (∀ (n : Nat), 0 < n → ¬ ((n + 4 + (n + 6) + (n + 8)) % 9 = 0) → ¬ (3 ∣ n)) :=
  by with_reducible exact pc_1dc738fbe5fbcfb3_schema (3) (4) (6) (8) (9)
