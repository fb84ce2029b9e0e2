import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: definitional_unpack · pair: 2b0d391d11d5602c47bb76603591f3ab7d8ff9287dae8d8a56c1a981a5cbca65
theorem pc_2b0d391d11d5602c : (∀ (k t m n : Nat), Nat.Prime m ∧ Nat.Prime n → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) ↔ (∀ (k t m n : Nat), Nat.Prime m ∧ 2 ≤ n ∧ (∀ (m1 : Nat), m1 < n → m1 ∣ n → m1 = 1) → t < k → k ^ 2 - m * k + n = 0 → t ^ 2 - m * t + n = 0 → m ^ n + n ^ m + k ^ t + t ^ k = 20) :=
  by paracert_iff_rfl
