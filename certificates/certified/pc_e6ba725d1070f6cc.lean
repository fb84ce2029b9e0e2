import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: e6ba725d1070f6cced6dac270b375b10bf8e83f2defcebeb80a05dc3f37a9915
theorem pc_e6ba725d1070f6cc_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → 0 = k ^ 2 - m * k + n → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_rules
theorem pc_e6ba725d1070f6cc : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → 0 = k ^ 2 - m * k + n → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_e6ba725d1070f6cc_schema (20)
