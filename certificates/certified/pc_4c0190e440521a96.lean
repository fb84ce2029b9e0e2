import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 4c0190e440521a96d884ad674cf89f5753aaedaa3fd049d9586d344fddd75029
theorem pc_4c0190e440521a96_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x a : Nat), 0 < x ∧ 0 < a → Nat.gcd a pcLit0 = x + pcLit1 → Nat.lcm a pcLit0 = x * (x + pcLit1) → (∀ (b : Nat), 0 < b → Nat.gcd b pcLit0 = x + pcLit1 ∧ Nat.lcm b pcLit0 = x * (x + pcLit1) → a ≤ b) → a = pcLit2) ↔ (∀ (a x : Nat), 0 < x ∧ 0 < a → Nat.gcd a pcLit0 = x + pcLit1 → Nat.lcm a pcLit0 = x * (x + pcLit1) → (∀ (b : Nat), 0 < b → Nat.gcd b pcLit0 = x + pcLit1 ∧ Nat.lcm b pcLit0 = x * (x + pcLit1) → a ≤ b) → a = pcLit2) :=
  by paracert_structural
theorem pc_4c0190e440521a96 : (∀ (x a : Nat), 0 < x ∧ 0 < a → Nat.gcd a 40 = x + 3 → Nat.lcm a 40 = x * (x + 3) → (∀ (b : Nat), 0 < b → Nat.gcd b 40 = x + 3 ∧ Nat.lcm b 40 = x * (x + 3) → a ≤ b) → a = 8) ↔ (∀ (a x : Nat), 0 < x ∧ 0 < a → Nat.gcd a 40 = x + 3 → Nat.lcm a 40 = x * (x + 3) → (∀ (b : Nat), 0 < b → Nat.gcd b 40 = x + 3 ∧ Nat.lcm b 40 = x * (x + 3) → a ≤ b) → a = 8) :=
  by with_reducible exact pc_4c0190e440521a96_schema (40) (3) (8)
