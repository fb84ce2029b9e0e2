import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: 6ced59f69a05291d8d87640411a2ca6b666883c2bbf7f5c09208b78f7ae6a154
theorem pc_6ced59f69a05291d_schema (pcLit0 : Nat) : (∀ (n : Nat), 0 < n → (pcLit0 ^ 2 ^ n - 1) % 2 ^ (n + pcLit0) = 2 ^ (n + 2)) ↔ (∀ (n : Nat), n > 0 → (pcLit0 ^ 2 ^ n - 1) % 2 ^ (n + pcLit0) = 2 ^ (n + 2)) :=
  by paracert_iff_rfl
theorem pc_6ced59f69a05291d : (∀ (n : Nat), 0 < n → (3 ^ 2 ^ n - 1) % 2 ^ (n + 3) = 2 ^ (n + 2)) ↔ (∀ (n : Nat), n > 0 → (3 ^ 2 ^ n - 1) % 2 ^ (n + 3) = 2 ^ (n + 2)) :=
  by with_reducible exact pc_6ced59f69a05291d_schema (3)
