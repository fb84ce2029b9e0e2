import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: cdfed7866de15001a33f171e14863ffd955421a518405c478956138cd3c1762f
theorem pc_cdfed7866de15001_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → ¬ (a + b = pcLit4) → ¬ ((pcLit1 * a + b) ^ pcLit2 = pcLit3)) :=
  by paracert_logic
theorem pc_cdfed7866de15001 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → ¬ (a + b = 16) → ¬ ((10 * a + b) ^ 3 = 912673)) :=
  by with_reducible exact pc_cdfed7866de15001_schema (9) (10) (3) (912673) (16)
