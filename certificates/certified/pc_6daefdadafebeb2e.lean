import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "curry_uncurry" · pair: 6daefdadafebeb2e81c5fa56449f9fd169061d4eb9f987f555310b1d893db01a
theorem pc_6daefdadafebeb2e_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = pcLit0 ∧ Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_logic
theorem pc_6daefdadafebeb2e : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), Nat.gcd m n = 6 ∧ Nat.lcm m n = 126 → 60 ≤ m + n) :=
  by with_reducible exact pc_6daefdadafebeb2e_schema (6) (126) (60)
