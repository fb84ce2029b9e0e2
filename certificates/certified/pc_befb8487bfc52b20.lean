import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: befb8487bfc52b20daf3e793ceea0185caf99e825392a7bc26a0f5629572ca2f
theorem pc_befb8487bfc52b20_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) (pcLit3 : Nat) (pcLit4 : Nat) : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ pcLit0 ∧ b ≤ pcLit0 → (pcLit1 * a + b) ^ pcLit2 = pcLit3 → a + b = pcLit4) ↔ (∀ (count size : Nat), 1 ≤ count ∧ count ≤ pcLit0 ∧ size ≤ pcLit0 → (pcLit1 * count + size) ^ pcLit2 = pcLit3 → count + size = pcLit4) :=
  by paracert_iff_rfl
theorem pc_befb8487bfc52b20 : (∀ (a b : Nat), 1 ≤ a ∧ a ≤ 9 ∧ b ≤ 9 → (10 * a + b) ^ 3 = 912673 → a + b = 16) ↔ (∀ (count size : Nat), 1 ≤ count ∧ count ≤ 9 ∧ size ≤ 9 → (10 * count + size) ^ 3 = 912673 → count + size = 16) :=
  by with_reducible exact pc_befb8487bfc52b20_schema (9) (10) (3) (912673) (16)
