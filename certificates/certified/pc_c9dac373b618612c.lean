import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: curry_uncurry · pair: c9dac373b618612c0e0979a4866326da3163581333ef10de0ce90e4d85af49ea
theorem pc_c9dac373b618612c : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), (1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9) ∧ (10 * a + b) ^ 3 = 912673 → a + b = 16) :=
  by paracert_logic
