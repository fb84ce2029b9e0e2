import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: c9dac373b618612c0e0979a4866326da3163581333ef10de0ce90e4d85af49ea
theorem pc_c9dac373b618612c_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (a b : Nat), (1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0) ∧ (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) :=
  by paracert_logic
theorem pc_c9dac373b618612c : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (a b : Nat), (1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9) ∧ (10 * a + b) ^ 3 = 912673 → a + b = 16) :=
  by with_reducible exact pc_c9dac373b618612c_schema (9) (10) (3) (912673) (16)
