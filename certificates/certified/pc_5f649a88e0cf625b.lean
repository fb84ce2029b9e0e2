import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 5f649a88e0cf625b6b241e517411b9326908592fa279ce9dc224847c2592fe4e
theorem pc_5f649a88e0cf625b_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (n m : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_structural
theorem pc_5f649a88e0cf625b : (∀ (m n : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) ↔ (∀ (n m : Nat), 0 < m ∧ 0 < n → Nat.gcd m n = 8 → Nat.lcm m n = 112 → 72 ≤ m + n) :=
  by with_reducible exact pc_5f649a88e0cf625b_schema (8) (112) (72)
