import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 4e5cbdd8e735d6c6b1455ac7b41158d1de44841fba71a2dea220552d57918af2
theorem pc_4e5cbdd8e735d6c6_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (m n : Nat), Nat.gcd m n = pcLit0 → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) ↔ (∀ (m n : Nat), ¬ ¬ (Nat.gcd m n = pcLit0) → Nat.lcm m n = pcLit1 → pcLit2 ≤ m + n) :=
  by paracert_rules
theorem pc_4e5cbdd8e735d6c6 : (∀ (m n : Nat), Nat.gcd m n = 6 → Nat.lcm m n = 126 → 60 ≤ m + n) ↔ (∀ (m n : Nat), ¬ ¬ (Nat.gcd m n = 6) → Nat.lcm m n = 126 → 60 ≤ m + n) :=
  by with_reducible exact pc_4e5cbdd8e735d6c6_schema (6) (126) (60)
