import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: b48ca3cabd829d2469807c7493e52f2eaaf1ae037decd9cb9cc79f0ec332e5e3
theorem pc_b48ca3cabd829d24_schema (pcLit0 : Nat) : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) ↔ (∀ (k t m n : Nat), t < k → Nat.Prime m ∧ Nat.Prime n → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = pcLit0) :=
  by paracert_structural
theorem pc_b48ca3cabd829d24 : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), t < k → Nat.Prime m ∧ Nat.Prime n → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by with_reducible exact pc_b48ca3cabd829d24_schema (20)
