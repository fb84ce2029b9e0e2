import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: contrapositive · pair: cdfed7866de15001a33f171e14863ffd955421a518405c478956138cd3c1762f
theorem pc_cdfed7866de15001 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → ¬ (a + b = 16) → ¬ ((10 * a + b) ^ 3 = 912673)) :=
  by paracert_logic
