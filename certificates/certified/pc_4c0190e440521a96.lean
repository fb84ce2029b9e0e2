import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: binder_reorder · pair: 4c0190e440521a96d884ad674cf89f5753aaedaa3fd049d9586d344fddd75029
theorem pc_4c0190e440521a96 : (∀ (x a : Nat), 0 < x ∧ 0 < a → Nat.gcd a 40 = x + 3 → Nat.lcm a 40 = x * (x + 3) → (∀ (b : Nat), 0 < b → Nat.gcd b 40 = x + 3 ∧ Nat.lcm b 40 = x * (x + 3) → a ≤ b) → a = 8) ↔ (∀ (a x : Nat), 0 < x ∧ 0 < a → Nat.gcd a 40 = x + 3 → Nat.lcm a 40 = x * (x + 3) → (∀ (b : Nat), 0 < b → Nat.gcd b 40 = x + 3 ∧ Nat.lcm b 40 = x * (x + 3) → a ≤ b) → a = 8) :=
  by paracert_structural
