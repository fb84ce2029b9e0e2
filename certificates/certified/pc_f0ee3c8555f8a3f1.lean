import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: f0ee3c8555f8a3f19f0e4636db7dce1d85835d18b486b85fbfd95456ace1a5b8
theorem pc_f0ee3c8555f8a3f1_schema (pcLit0 : Nat) : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = pcLit0) ↔ (∀ (n : Nat), n ^ 2 ∣ 2 ^ n + 1 → 2 ≤ n → n = pcLit0) :=
  by paracert_structural
theorem pc_f0ee3c8555f8a3f1 : (∀ (n : Nat), 2 ≤ n → n ^ 2 ∣ 2 ^ n + 1 → n = 3) ↔ (∀ (n : Nat), n ^ 2 ∣ 2 ^ n + 1 → 2 ≤ n → n = 3) :=
  by with_reducible exact pc_f0ee3c8555f8a3f1_schema (3)
