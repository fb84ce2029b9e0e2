import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: ad0cdf8eefd93912e541bcac9d7af0dbeb9400233a75ceda8b45485c8d34d37e
theorem pc_ad0cdf8eefd93912_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (t k m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_structural
theorem pc_ad0cdf8eefd93912 : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (t k m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_ad0cdf8eefd93912_schema (20)
