import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 514af8b5eec0224d3526590723406f3df8515258656509d5c0aee8177d2cf5fc
theorem pc_514af8b5eec0224d_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), (Nat.Prime m ∧ Nat.Prime n) ∧ t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_logic
theorem pc_514af8b5eec0224d : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), (Nat.Prime m ∧ Nat.Prime n) ∧ t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_514af8b5eec0224d_schema (20)
