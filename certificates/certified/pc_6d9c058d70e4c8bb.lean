import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 6d9c058d70e4c8bbb9dd48c60eb2173b840b09cd7d88dc2657919820029fbce0
theorem pc_6d9c058d70e4c8bb_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → ¬ ¬ (t < k) → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_rules
theorem pc_6d9c058d70e4c8bb : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → ¬ ¬ (t < k) → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_6d9c058d70e4c8bb_schema (20)
