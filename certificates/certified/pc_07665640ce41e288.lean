import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: hypothesis_reorder · pair: 07665640ce41e28856ae1363749881614e27decd7027fd3fc9889476a224ebcd
theorem pc_07665640ce41e288 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), (10 * a + b) ^ 3 = 912673 → 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → a + b = 16) :=
  by paracert_structural
