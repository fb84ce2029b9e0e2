import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 7616378258aec479dc3e453d9c61184314ccb0ffb090347728d22f471fafd345
theorem pc_7616378258aec479_schema (pcLit0 : Nat) : (∀ (n : Nat), 0 < n → (pcLit0 ^ 2 ^ n - 1) % 2 ^ (n + pcLit0) = 2 ^ (n + 2)) ↔ (∀ (n : Nat), ¬ ((pcLit0 ^ 2 ^ n - 1) % 2 ^ (n + pcLit0) = 2 ^ (n + 2)) → ¬ (0 < n)) :=
  by paracert_logic
theorem pc_7616378258aec479 : (∀ (n : Nat), 0 < n → (3 ^ 2 ^ n - 1) % 2 ^ (n + 3) = 2 ^ (n + 2)) ↔ (∀ (n : Nat), ¬ ((3 ^ 2 ^ n - 1) % 2 ^ (n + 3) = 2 ^ (n + 2)) → ¬ (0 < n)) :=
  by with_reducible exact pc_7616378258aec479_schema (3)
