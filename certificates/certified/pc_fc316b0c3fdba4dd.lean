import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: fc316b0c3fdba4ddd79acd85293ae564b86d1f111e377b255602acf7eb782de5
theorem pc_fc316b0c3fdba4dd_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → k > t → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_iff_rfl
theorem pc_fc316b0c3fdba4dd : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → k > t → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_fc316b0c3fdba4dd_schema (20)
