import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: a99f344f1f7322d27589b42a6e68da1d924ccfdc10c64f2b4476a4fbcc876eb2
theorem pc_a99f344f1f7322d2_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → ¬ (m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) → ¬ (t ^ 2 - m * t + n = 0)) :=
  by paracert_logic
theorem pc_a99f344f1f7322d2 : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → ¬ (m ^ n + n ^ m + k ^ t + t ^ k = 20) → ¬ (t ^ 2 - m * t + n = 0)) :=
  by with_reducible exact pc_a99f344f1f7322d2_schema (20)
