import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 6f80fe7b1d4d47751bb0b8d6acc2f4cbe72c497e83922f2c1bd351d9e4cfcbf6
theorem pc_6f80fe7b1d4d4775 : (∀ (a b c d k m : Nat), 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → Odd a ∧ Odd b ∧ Odd c ∧ Odd d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) ↔ (∀ (a b c d k m : Nat), Odd a ∧ Odd b ∧ Odd c ∧ Odd d → 0 < a ∧ 0 < b ∧ 0 < c ∧ 0 < d → a < b ∧ b < c ∧ c < d → a * d = b * c → a + d = 2 ^ k → b + c = 2 ^ m → a = 1) :=
  by paracert_structural
